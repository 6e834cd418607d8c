// The conversation on an order in the API: its messages (`Order.messages`, oldest first) and
// `sendOrderMessage`, for the order's parties only (orderMessages.ts).
import { ORDER_MESSAGE_MAX_LENGTH } from "../../common/orders/orderMessageRules.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { OrderNode } from "./order.graphql.ts";
import { canSeeOrderById } from "./orderAccess.ts";
import { sendOrderMessage, STUDIO_AUTHOR } from "./orderMessages.ts";

export const OrderMessageNode = builder.prismaNode("OrderMessage", {
  id: { field: "id" },
  select: { id: true, orderId: true },
  authScopes: (message, ctx) => canSeeOrderById(ctx, message.orderId),
  description: "A message on an order, from its customer (or guest, or reseller) or from the studio.",
  fields: (t) => ({
    fromStudio: t.exposeBoolean("fromStudio"),
    authorName: t.exposeString("authorName", { description: `Who wrote it: the customer's name, or "${STUDIO_AUTHOR}" for the studio.` }),
    author: t.relation("author", { nullable: true, authScopes: { admin: true }, description: "The account that wrote it; null for a guest." }),
    body: t.exposeString("body"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectFields("Order", (t) => ({
  messages: t.relatedConnection("messages", {
    cursor: "id",
    maxSize: 100,
    defaultSize: 100,
    totalCount: true,
    description: "The conversation between the customer and the studio, oldest first.",
    query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  }),
}));

const SendOrderMessagePayload = builder.objectRef<{ messageId: string; orderId: string }>("SendOrderMessagePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
    orderMessage: t.prismaField({ type: OrderMessageNode, resolve: (query, payload, _args, ctx) => ctx.prisma.orderMessage.findUniqueOrThrow({ ...query, where: { id: payload.messageId } }) }),
  }),
});

builder.mutationField("sendOrderMessage", (t) =>
  t.field({
    type: SendOrderMessagePayload,
    authScopes: { public: true },
    description: "Writes a message on an order to the other side (the studio, or the order's customer), who is told by e-mail. Guests give the key of their private link.",
    errors: { types: [ValidationError, NotFoundError, PermissionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SendOrderMessageInput", {
          fields: (f) => ({
            orderId: f.globalID({ for: [OrderNode] }),
            key: f.string({ required: false, description: "The order's private key (guests)." }),
            body: f.string({ description: `The message, ${ORDER_MESSAGE_MAX_LENGTH} characters at most.` }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const message = await sendOrderMessage(ctx, { orderId: input.orderId.id, key: input.key }, { body: input.body });
      return { messageId: message.id, orderId: message.orderId };
    },
  }),
);
