// The answer of a mutation that changes or makes one order: the order, read afresh.
import { builder } from "../schema/builder.ts";

export const OrderPayload = builder.objectRef<{ orderId: string }>("OrderPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
  }),
});
