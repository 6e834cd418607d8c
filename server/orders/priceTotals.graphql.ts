// What a quote, an order and an order found at /payment share about their price, so a client reads
// the totals of any of them with one fragment. Money in minor units of `currency`.
import { builder } from "../schema/builder.ts";

type PriceTotals = { subtotal: number; discountTotal: number; taxTotal: number; total: number; currency: string };

export const PriceTotalsInterface = builder.interfaceRef<PriceTotals>("PriceTotals").implement({
  authScopes: { public: true },
  description: "The totals of a price: subtotal, discount, tax and what is paid, in minor units of `currency`.",
  fields: (t) => ({
    subtotal: t.exposeInt("subtotal"),
    discountTotal: t.exposeInt("discountTotal"),
    taxTotal: t.exposeInt("taxTotal"),
    total: t.exposeInt("total"),
    currency: t.field({ type: "Currency", resolve: (price) => price.currency }),
  }),
});
