// A discount code's use is held for an order from the moment its payment starts (redemptions.ts)
// until the order is paid (the use is confirmed) or gives the code up. An order its customer walked
// away from would hold the use for ever, and a code limited to a few uses would run out unused. So
// a hold lapses once its unpaid order (a draft, or awaiting payment) has not changed for as long as
// a draft lives (DRAFT_LIFETIME_DAYS, payability.ts). Releasing it first cancels the order's open
// payments, at the provider too, so none of them can pay the order with a use nobody counts any
// more; a payment the provider will not cancel (being completed at that moment) keeps the hold.
// The order stays as it was: its next startPayment holds the code again, or says it is used up.
import { DRAFT_LIFETIME_DAYS } from "../../common/orders/wizards.ts";
import type { Services } from "../context.ts";
import type { OrderStatus, Prisma } from "../db/generated/client.ts";
import { CHECKOUT_TRANSACTION, lockOrder } from "../orders/checkout.ts";
import { OrderNotPayableError } from "../orders/orderErrors.ts";
import { cancelOpenPayments } from "../payments/openPayments.ts";
import { releaseRedemption } from "./redemptions.ts";

export const HOLD_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const UNPAID: OrderStatus[] = ["DRAFT", "PENDING_PAYMENT"];

/** Held (unconfirmed) redemptions whose unpaid order has not changed since `now` − HOLD_LIFETIME_MS, as a database filter. */
export function lapsedHoldWhere(now: Date): Prisma.DiscountRedemptionWhereInput {
  return { confirmedAt: null, order: { status: { in: UNPAID }, updatedAt: { lte: new Date(now.getTime() - HOLD_LIFETIME_MS) } } };
}

export type LapsedHoldsResult = {
  /** Orders whose hold was released. */
  released: string[];
  /** Orders whose hold stays: one of their payments is being completed right now. */
  kept: string[];
};

/** Releases up to `limit` lapsed holds, oldest first, each in its own transaction under the order's lock. */
export async function releaseLapsedHolds(services: Pick<Services, "prisma" | "payments" | "events">, now = new Date(), limit = 200): Promise<LapsedHoldsResult> {
  const lapsed = await services.prisma.discountRedemption.findMany({
    where: lapsedHoldWhere(now),
    select: { orderId: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  const result: LapsedHoldsResult = { released: [], kept: [] };
  for (const { orderId } of lapsed) {
    try {
      const released = await services.prisma.$transaction(async (tx) => {
        await lockOrder(tx, orderId);
        // Checked again under the lock: a payment may have started since the list was read.
        const hold = await tx.discountRedemption.findFirst({ where: { orderId, ...lapsedHoldWhere(now) }, select: { discount: { select: { code: true } } } });
        if (!hold) return false;
        await cancelOpenPayments(tx, services.payments, orderId, "the order was left unpaid and its discount code released");
        if (!(await releaseRedemption(tx, orderId))) return false;
        await tx.orderEvent.create({
          data: { orderId, type: "DISCOUNT_RELEASED", note: `Discount code ${hold.discount.code} released: the order was left unpaid for ${DRAFT_LIFETIME_DAYS} days` },
        });
        return true;
      }, CHECKOUT_TRANSACTION);
      if (released) {
        result.released.push(orderId);
        services.events.orderChanged(orderId);
      }
    } catch (error) {
      if (!(error instanceof OrderNotPayableError)) throw error;
      result.kept.push(orderId);
    }
  }
  return result;
}
