// One entry of an order's timeline; who made it only for the studio.
import { builder } from "../schema/builder.ts";
import { OrderStatusEnum } from "./order.graphql.ts";

builder.prismaObject("OrderEvent", {
  authScopes: { public: true },
  description: "One entry of an order's timeline.",
  fields: (t) => ({
    type: t.exposeString("type", { description: "CREATED, STATUS_CHANGED, PAYMENT_FAILED, REFUND, NOTE…" }),
    fromStatus: t.expose("fromStatus", { type: OrderStatusEnum, nullable: true }),
    toStatus: t.expose("toStatus", { type: OrderStatusEnum, nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    actor: t.relation("actor", { nullable: true, authScopes: { staff: true }, description: "Who made the change; null: the customer as a guest, or the system." }),
  }),
});
