// Keeping an order's stored price in step with its content, its discount code and its billing
// country (lines and totals recomputed from the catalogue, never taken from the client).
import { ValidationError } from "../errors.ts";
import type { Prisma, PrismaClient } from "../db/generated/client.ts";
import { draftOf, resolveDraft } from "./draftCatalogue.ts";
import type { PriceLine } from "./pricing.ts";
import { quoteOrder, type Quote } from "./quotes.ts";
import { wholesaleBasisPoints } from "../resellers/resellerClients.ts";

type Db = PrismaClient | Prisma.TransactionClient;

const withContent = {
  service: true,
  bundle: true,
  discount: true,
  user: { select: { email: true } },
  company: { select: { country: true, vatNumber: true } },
  resellerUser: { select: { reseller: { select: { wholesaleDiscountBasisPoints: true, suspendedAt: true } } } },
  lines: { orderBy: { position: "asc" } },
} as const;

export function orderEmail(order: { guestEmail: string | null; user: { email: string } | null }): string | null {
  return order.user?.email ?? order.guestEmail;
}

/**
 * Recomputes an order's lines and totals from the catalogue (or the studio's own lines for a
 * priced quote), its discount code and billing country, and stores them. A discount that no
 * longer applies is dropped and its refusal returned. `lenient`: a draft whose content cannot
 * be priced yet (a greeting over its word limit) keeps no price instead of failing the save.
 */
export async function repriceOrder(tx: Db, orderId: string, options: { lenient?: boolean } = {}): Promise<Quote | null> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: withContent });
  const draft = draftOf(order);
  let quote: Quote;
  try {
    const catalogue = await resolveDraft(tx, draft);
    const studioLines: PriceLine[] | null = order.pricedByStudio
      ? order.lines.map((l) => ({ kind: "QUOTED", description: l.description, quantity: l.quantity, unitAmount: l.unitAmount, amount: l.amount }))
      : null;
    quote = await quoteOrder(tx, {
      draft,
      catalogue,
      studioLines,
      discountCode: order.discount?.code,
      country: order.billingCountry,
      region: order.billingRegion,
      company: order.company,
      wholesaleDiscountBasisPoints: wholesaleBasisPoints(order.resellerUser?.reseller),
      email: orderEmail(order),
      orderId: order.id,
    });
  } catch (error) {
    if (!(options.lenient && error instanceof ValidationError)) throw error;
    await tx.orderLine.deleteMany({ where: { orderId } });
    await tx.order.update({ where: { id: orderId }, data: { subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 } });
    return null;
  }
  if (!order.pricedByStudio) {
    await tx.orderLine.deleteMany({ where: { orderId } });
    await tx.orderLine.createMany({ data: quote.lines.map((l, position) => ({ orderId, position, kind: l.kind, description: l.description, quantity: l.quantity, unitAmount: l.unitAmount, amount: l.amount })) });
  }
  await tx.order.update({
    where: { id: orderId },
    data: {
      subtotal: quote.subtotal,
      discountTotal: quote.discountTotal,
      taxTotal: quote.taxTotal,
      total: quote.total,
      currency: quote.currency,
      wordsPerMinute: quote.wordsPerMinute,
      taxRateId: quote.taxRateId,
      discountId: quote.discount?.id ?? null,
    },
  });
  return quote;
}
