// The live quote: a draft priced as it stands, for the wizards' price.
import { DiscountRefusalEnum } from "../discounts/discount.graphql.ts";
import type { DiscountRefusal } from "../discounts/eligibility.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { draftFromInput, OrderDraftInput } from "./orderDraft.graphql.ts";
import type { PriceLine } from "./pricing.ts";
import { PriceTotalsInterface } from "./priceTotals.graphql.ts";
import { QuotedItemRef } from "./quotedItem.graphql.ts";
import { quoteForViewer, type Quote } from "./quotes.ts";

const PriceLineRef = builder.objectRef<PriceLine>("PriceLine").implement({
  authScopes: { public: true },
  description: "One line of a price: what it is for, how many, at what unit price (minor units).",
  fields: (t) => ({
    kind: t.exposeString("kind", { description: "ITEMS, BUNDLE, EXTRA_WORDS, FLAT, RUSH, QUOTED or WHOLESALE (a reseller's discount, negative)." }),
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.exposeInt("unitAmount"),
    amount: t.exposeInt("amount"),
  }),
});

// Data, not a thrown error: graphql-js treats any Error instance a resolver returns as a failure.
const DiscountRefusalRef = builder.objectRef<{ reason: DiscountRefusal; message: string }>("DiscountRefusal").implement({
  authScopes: { public: true },
  description: "Why a discount code does not apply, in words for the customer.",
  fields: (t) => ({ reason: t.field({ type: DiscountRefusalEnum, resolve: (r) => r.reason }), message: t.exposeString("message") }),
});

const QuoteRef = builder.objectRef<Quote>("Quote").implement({
  authScopes: { public: true },
  interfaces: [PriceTotalsInterface],
  description: "A price computed by the server from the catalogue, a discount code and the billing country's tax. Money in minor units.",
  fields: (t) => ({
    lines: t.field({ type: [PriceLineRef], resolve: (q) => q.lines }),
    subtotal: t.exposeInt("subtotal"),
    discountTotal: t.exposeInt("discountTotal"),
    taxTotal: t.exposeInt("taxTotal"),
    total: t.exposeInt("total"),
    currency: t.field({ type: "Currency", resolve: (q) => q.currency }),
    taxInclusive: t.exposeBoolean("taxInclusive", { description: "Prices already contain the tax." }),
    taxRateName: t.exposeString("taxRateName", { nullable: true }),
    taxRateBasisPoints: t.exposeInt("taxRateBasisPoints", { nullable: true }),
    country: t.exposeString("country", { nullable: true }),
    reverseCharge: t.exposeBoolean("reverseCharge", { description: "Billed to a business in another EU country: no VAT is charged, the customer accounts for it." }),
    discountCode: t.string({ nullable: true, resolve: (q) => q.discount?.code ?? null }),
    discountRefusal: t.field({ type: DiscountRefusalRef, nullable: true, description: "Why the given code does not apply.", resolve: (q) => q.discountRefusal }),
    items: t.field({ type: [QuotedItemRef], resolve: (q) => q.items }),
    wordCount: t.exposeInt("wordCount"),
    estimatedDurationSeconds: t.exposeInt("estimatedDurationSeconds"),
    wordsPerMinute: t.exposeInt("wordsPerMinute", { description: "Reading speed the duration estimate uses." }),
    turnaroundDays: t.exposeInt("turnaroundDays", { description: "Working days from payment to delivery." }),
  }),
});

builder.queryField("quote", (t) =>
  t.field({
    type: QuoteRef,
    authScopes: { public: true },
    description: "Prices a draft as it stands, for the wizards' live price. Placing the order prices it again.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      draft: t.arg({ type: OrderDraftInput }),
      discountCode: t.arg.string({ required: false }),
      country: t.arg.string({ required: false, description: "ISO 3166-1 alpha-2 billing country; none: the studio's." }),
    },
    resolve: async (_root, args, ctx) => quoteForViewer(ctx, { draft: draftFromInput(args.draft), discountCode: args.discountCode, country: args.country }),
  }),
);
