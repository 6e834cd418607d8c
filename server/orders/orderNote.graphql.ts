// The studio's internal notes on an order.
import { builder } from "../schema/builder.ts";

builder.prismaObject("OrderNote", {
  authScopes: { staff: true },
  description: "The studio's internal note on an order; never shown to the customer.",
  fields: (t) => ({
    body: t.exposeString("body"),
    author: t.relation("author", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});
