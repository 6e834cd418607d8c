// How many free revisions an order has left and until when, and what an extra one costs, on
// Order.revisionAllowance.
import { builder } from "../schema/builder.ts";
import type { OrderRevisionAllowance } from "./orderRevisionTerms.ts";
import type { ExtraRevisionPrice } from "./revisionAllowance.ts";

const ExtraRevisionPriceRef = builder.objectRef<ExtraRevisionPrice>("ExtraRevisionPrice").implement({
  authScopes: { public: true },
  description: "What an extra revision costs: the studio's price, taxed at the order's rate. Minor units of `currency`.",
  fields: (t) => ({
    subtotal: t.exposeInt("subtotal", { description: "The price, net of tax unless `taxInclusive`." }),
    taxTotal: t.exposeInt("taxTotal"),
    taxInclusive: t.exposeBoolean("taxInclusive"),
    total: t.exposeInt("total", { description: "What is paid." }),
    currency: t.field({ type: "Currency", resolve: (price) => price.currency }),
  }),
});

export const RevisionAllowanceRef = builder.objectRef<OrderRevisionAllowance>("RevisionAllowance").implement({
  authScopes: { public: true },
  description: "Free revisions left after the latest delivery, and whether an extra one can be bought.",
  fields: (t) => ({
    left: t.exposeInt("left"),
    deadline: t.expose("deadline", { type: "DateTime", nullable: true, description: "Until when a free one can be asked for." }),
    refusal: t.exposeString("refusal", { nullable: true, description: "Why no free one can be asked for now; null when one can." }),
    extraPrice: t.field({
      type: ExtraRevisionPriceRef,
      nullable: true,
      description: "What an extra revision costs when one can be bought now (`buyRevision`); null otherwise.",
      resolve: (allowance) => allowance.extraPrice,
    }),
  }),
});
