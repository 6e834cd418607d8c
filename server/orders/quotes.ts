// Prices a draft or an order: catalogue lines, the discount code if it applies, tax for the
// billing country. Used by the live `quote` query, by checkout (which recomputes everything the
// moment it fixes the price) and nowhere else.
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { readSettings, requestSettings } from "../admin/settings.ts";
import type { Discount, Prisma, PrismaClient } from "../db/generated/client.ts";
import type { DiscountRefusal } from "../discounts/eligibility.ts";
import { evaluateDiscountCode } from "../discounts/lookup.ts";
import { reverseChargeApplies, type TaxBuyer } from "../tax/reverseCharge.ts";
import { findTaxRate } from "../tax/taxRates.ts";
import type { Context } from "../context.ts";
import { wholesaleBasisPoints } from "../resellers/resellerClients.ts";
import { billingCountryOf, buyerOf } from "./buyer.ts";
import { resolveDraft, type DraftCatalogue } from "./draftCatalogue.ts";
import { type LinePricing, type OrderTotals, type PriceLine, priceLines, totalsFor, withWholesaleDiscount } from "./pricing.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export type Refusal = { reason: DiscountRefusal; message: string };

export type Quote = LinePricing &
  OrderTotals & {
    taxRateName: string | null;
    taxRateBasisPoints: number | null;
    taxRateId: string | null;
    discount: Discount | null;
    discountRefusal: Refusal | null;
    country: string | null;
    /** Billed to a business in another EU country: no VAT, the customer accounts for it. */
    reverseCharge: boolean;
  };

export type QuoteRequest = {
  draft: OrderDraft;
  catalogue: DraftCatalogue;
  discountCode?: string | null;
  /** ISO country for tax; none: no tax yet. */
  country?: string | null;
  region?: string | null;
  /** The company billed, whose VAT number and country may make the sale reverse-charged. */
  company?: TaxBuyer | null;
  /** The customer, for per-customer discount limits. */
  email?: string | null;
  /** The order being priced, whose own held redemption does not count against it. */
  orderId?: string | null;
  /** A quote the studio priced: these lines replace the catalogue's. */
  studioLines?: PriceLine[] | null;
  /** An active reseller's discount off the catalogue price, as its own line (not on studio-priced quotes). */
  wholesaleDiscountBasisPoints?: number;
  now?: Date;
};

/** The live price of a draft for whoever asks (the `quote` query): their company's country and VAT number, their wholesale discount. */
export async function quoteForViewer(ctx: Pick<Context, "prisma" | "viewer">, request: { draft: OrderDraft; discountCode?: string | null; country?: string | null }): Promise<Quote> {
  const [catalogue, settings, buyer] = await Promise.all([resolveDraft(ctx.prisma, request.draft), requestSettings(ctx), buyerOf(ctx.prisma, ctx.viewer)]);
  return quoteOrder(ctx.prisma, {
    draft: request.draft,
    catalogue,
    discountCode: request.discountCode,
    country: billingCountryOf(buyer, settings.country, request.country),
    company: buyer.company,
    email: ctx.viewer?.email,
    wholesaleDiscountBasisPoints: wholesaleBasisPoints(buyer.reseller),
  });
}

export async function quoteOrder(db: Db, request: QuoteRequest): Promise<Quote> {
  const settings = await readSettings(db);
  const { draft, catalogue } = request;
  const lines = request.studioLines
    ? studioPricing(request.studioLines, catalogue, settings.wordsPerMinute, draft)
    : withWholesaleDiscount(
        priceLines({ service: catalogue.service, bundle: catalogue.bundle, items: draft.items, rush: draft.rush, wordsPerMinute: settings.wordsPerMinute }),
        request.wholesaleDiscountBasisPoints ?? 0,
      );

  let discount: Discount | null = null;
  let discountRefusal: Refusal | null = null;
  let discountAmount = 0;
  if (request.discountCode?.trim()) {
    const evaluated = await evaluateDiscountCode(db, {
      code: request.discountCode,
      orderId: request.orderId,
      email: request.email,
      subtotal: lines.subtotal,
      currency: lines.currency,
      serviceId: catalogue.service.id,
      serviceName: catalogue.service.name,
      now: request.now,
    });
    if (evaluated.check.ok) {
      discount = evaluated.discount;
      discountAmount = evaluated.check.amount;
    } else {
      discountRefusal = { reason: evaluated.check.reason, message: evaluated.check.message };
    }
  }

  const country = request.country?.trim().toUpperCase() || null;
  const reverseCharge = reverseChargeApplies(request.company, country, settings.country);
  const taxRate = country && !reverseCharge ? await findTaxRate(db, country, request.region ?? "") : null;
  const totals = totalsFor(lines.subtotal, discountAmount, taxRate);
  return {
    ...lines,
    ...totals,
    taxRateName: taxRate?.name ?? null,
    taxRateBasisPoints: taxRate?.rateBasisPoints ?? null,
    taxRateId: taxRate?.id ?? null,
    discount,
    discountRefusal,
    country,
    reverseCharge,
  };
}

function studioPricing(lines: PriceLine[], catalogue: DraftCatalogue, wordsPerMinute: number, draft: OrderDraft): LinePricing {
  const counted = priceLines({ service: { ...catalogue.service, pricingModel: "FLAT", includedWords: 0 }, bundle: null, items: draft.items, rush: false, wordsPerMinute });
  return {
    ...counted,
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.amount, 0),
    turnaroundDays: draft.rush ? catalogue.service.rushTurnaroundDays : catalogue.service.turnaroundDays,
  };
}
