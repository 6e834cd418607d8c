// Moving several orders at once from the order desk (start production, mark completed…): one
// result per order, moved or refused with the reason.
import { ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { bulkMoveOrders, MAX_BULK_ORDERS, type BulkMoveResult } from "./bulkMoves.ts";
import { ManualOrderStatus, OrderNode } from "./order.graphql.ts";

const BulkOrderMoveResult = builder.objectRef<BulkMoveResult>("BulkOrderMoveResult").implement({
  authScopes: { admin: true },
  description: "What became of one order of a bulk move.",
  fields: (t) => ({
    order: t.prismaField({ type: OrderNode, nullable: true, description: "Null when no such order exists.", resolve: (query, result, _args, ctx) => ctx.prisma.order.findUnique({ ...query, where: { id: result.orderId } }) }),
    moved: t.exposeBoolean("moved"),
    reason: t.exposeString("reason", { nullable: true, description: "Why the order was not moved, in words for the studio." }),
  }),
});

const BulkMoveOrdersPayload = builder.objectRef<{ results: BulkMoveResult[] }>("BulkMoveOrdersPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({ results: t.field({ type: [BulkOrderMoveResult], description: "One per order, in the order given.", resolve: (payload) => payload.results }) }),
});

builder.mutationField("bulkMoveOrders", (t) =>
  t.field({
    type: BulkMoveOrdersPayload,
    authScopes: { admin: true },
    description: `Moves several orders (at most ${MAX_BULK_ORDERS}) to one status, each as changeOrderStatus would and in its own transaction: those the state table does not let move are refused with the reason, the others move.`,
    errors: { types: [ValidationError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("BulkMoveOrdersInput", {
          fields: (f) => ({ orderIds: f.globalIDList({ for: [OrderNode] }), to: f.field({ type: ManualOrderStatus }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ results: await bulkMoveOrders(ctx, input.orderIds.map((id) => id.id), input.to) }),
  }),
);
