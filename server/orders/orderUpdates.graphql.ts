// Live order pages: `orderUpdated` answers the order again each time it changes (its status, its
// files, its timeline; server/realtime/liveEvents.ts), to whoever may see it: an administrator,
// its customer or reseller, or a guest presenting the order's private key. Over HTTP it is an
// event stream (server-sent events, `Accept: text/event-stream`).
import { RESUMED_SUBSCRIPTION_HEADER } from "../../common/subscriptionResume.ts";
import { withCurrentFirst } from "../realtime/liveEvents.ts";
import { builder } from "../schema/builder.ts";
import { OrderNode } from "./order.graphql.ts";
import { accessibleOrder } from "./orderAccess.ts";

builder.subscriptionField("orderUpdated", (t) =>
  t.prismaField({
    type: "Order",
    authScopes: { public: true },
    description:
      `The order, read afresh each time it changes; nothing is sent until the first change, unless the request carries the header ${RESUMED_SUBSCRIPTION_HEADER} (a client opening the subscription again after its connection was lost): then the order is sent at once. Guests give the key of the order's private link. An order the caller may not see is refused: NOT_FOUND, or FORBIDDEN for a visitor who is not signed in and gives no key.`,
    args: {
      id: t.arg.globalID({ for: [OrderNode] }),
      key: t.arg.string({ required: false, description: "The private key of a guest's order link." }),
    },
    subscribe: async (_root, args, ctx) => {
      const order = await accessibleOrder(ctx, { orderId: args.id.id, key: args.key });
      const changes = ctx.events.orderChanges(order.id);
      return ctx.request.headers.has(RESUMED_SUBSCRIPTION_HEADER) ? withCurrentFirst({ orderId: order.id }, changes) : changes;
    },
    resolve: (query, change, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: change.orderId } }),
  }),
);
