// Saving what a wizard has so far (signed-in customers keep their draft on the server), and
// keeping an order's stored price in step with its content, discount and billing country.
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { readSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import type { Order, Prisma, PrismaClient } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { draftColumns, draftOf, isOrderableService, resolveDraft } from "./drafts.ts";
import { billingCountryOf, buyerOf } from "./buyer.ts";
import { OrderNotPayableError } from "./orderErrors.ts";
import type { PriceLine } from "./pricing.ts";
import { quoteOrder, type Quote } from "./quotes.ts";
import { activeResellerOf, clientOf, wholesaleBasisPoints } from "../resellers/resellerClients.ts";

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Saves a signed-in customer's draft: a new one, or changes to one of theirs still in DRAFT.
 * `clientCompanyId` (resellers only): the client the order is for; null: for the reseller
 * themselves; undefined: unchanged.
 */
export async function saveDraft(ctx: Pick<Context, "prisma" | "viewer">, orderId: string | null, draft: OrderDraft, clientCompanyId?: string | null): Promise<Order> {
  const viewer = ctx.viewer!;
  const catalogue = await resolveDraft(ctx.prisma, draft);
  if (!isOrderableService(catalogue.service)) throw ValidationError.field("draft.service", `${catalogue.service.name} is priced on request: ask for a quote.`);
  const columns = draftColumns(draft, catalogue);
  // Every order a reseller places is theirs at wholesale; choosing a client needs an active reseller.
  const client = clientCompanyId ? await clientOf(ctx.prisma, (await activeResellerOf(ctx.prisma, viewer.id)).id, clientCompanyId, "input.clientCompanyId") : null;
  const clientColumns = clientCompanyId === undefined ? {} : { clientCompanyId: client?.id ?? null };
  return ctx.prisma.$transaction(async (tx) => {
    let order: Order;
    if (orderId) {
      const existing = await tx.order.findFirst({ where: { id: orderId, userId: viewer.id, archivedAt: null } });
      if (!existing) throw new NotFoundError("This order does not exist.");
      if (existing.status !== "DRAFT") throw new OrderNotPayableError(`Order ${existing.number} has been placed and can no longer be changed.`);
      order = await tx.order.update({ where: { id: orderId }, data: { ...columns, ...clientColumns } });
    } else {
      const settings = await readSettings(tx);
      const buyer = await buyerOf(tx, viewer);
      order = await tx.order.create({
        data: { ...columns, ...clientColumns, userId: viewer.id, resellerUserId: buyer.reseller ? viewer.id : null, companyId: buyer.company?.id ?? null, billingCountry: billingCountryOf(buyer, settings.country) },
      });
      await tx.orderEvent.create({ data: { orderId: order.id, type: "CREATED", toStatus: "DRAFT", actorId: viewer.id } });
    }
    await repriceOrder(tx, order.id, { lenient: true });
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
}

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
