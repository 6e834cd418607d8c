// What happens to commissions as their orders move: one is recorded when a referred customer's
// order is paid (the order's PAID entry effect calls it), approved when its holding period is over
// (a scheduled job), and reduced, voided or clawed back when the order is refunded.
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { CommissionSource, Prisma, PrismaClient } from "../db/generated/client.ts";
import { SETTLED_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { CREDITED_COMMISSION_STATUSES, moveCommissions } from "./commissionStates.ts";
import { appendLedgerEntry, lockPartnerLedger } from "./ledger.ts";
import { commissionAfterRefund, referralCommission, selfReferralReason } from "./referralCommission.ts";

type Tx = Prisma.TransactionClient;

/** The fingerprints of the cards whose settled payments paid the order. */
async function paidCardFingerprints(tx: Tx, orderId: string): Promise<string[]> {
  const payments = await tx.payment.findMany({ where: { orderId, status: { in: SETTLED_PAYMENT_STATUSES }, cardFingerprint: { not: null } }, select: { cardFingerprint: true } });
  return payments.map((payment) => payment.cardFingerprint!);
}

/** Which of these cards settled a payment on an order of the referrer (theirs, or placed by them as a reseller). */
async function referrerCardFingerprints(tx: Tx, referrerId: string, fingerprints: string[]): Promise<string[]> {
  if (fingerprints.length === 0) return [];
  const payments = await tx.payment.findMany({
    where: { cardFingerprint: { in: fingerprints }, status: { in: SETTLED_PAYMENT_STATUSES }, order: { OR: [{ userId: referrerId }, { resellerUserId: referrerId }] } },
    select: { cardFingerprint: true },
    distinct: ["cardFingerprint"],
  });
  return payments.map((payment) => payment.cardFingerprint!);
}

/** Records the referrer's commission on a paid order, when the referral programme says it earns one. */
export async function recordReferralCommission(tx: Tx, orderId: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, total: true, taxTotal: true, currency: true, paidAt: true, user: { select: { email: true, referralReceived: { include: { referrer: { select: { email: true } } } } } } },
  });
  const referral = order.user?.referralReceived;
  if (!order.userId || !order.user || !referral || referral.ineligibleReason) return;
  const cardFingerprints = await paidCardFingerprints(tx, order.id);
  const context = {
    referrerId: referral.referrerId,
    referrerEmail: referral.referrer.email,
    referredAt: referral.createdAt,
    referrerCardFingerprints: await referrerCardFingerprints(tx, referral.referrerId, cardFingerprints),
  };
  const self = selfReferralReason(context, { id: order.userId, email: order.user.email, cardFingerprints });
  if (self) {
    await tx.referral.update({ where: { id: referral.id }, data: { ineligibleReason: self } });
    return;
  }
  const settings = await readSettings(tx);
  const earlierPaidOrders = await tx.order.count({ where: { userId: order.userId, id: { not: order.id }, paidAt: { not: null, lte: order.paidAt ?? new Date() } } });
  const earned = referralCommission(
    { customerId: order.userId, customerEmail: order.user.email, total: order.total, taxTotal: order.taxTotal, currency: order.currency, paidAt: order.paidAt ?? new Date(), earlierPaidOrders, cardFingerprints },
    context,
    settings,
  );
  if (!earned.earns) return;
  await recordCommission(tx, { partnerId: referral.referrerId, source: "REFERRAL", referralId: referral.id, orderId: order.id, currency: order.currency }, earned);
}

export type EarnedCommission = { baseAmount: number; rateBasisPoints: number; amount: number; availableAt: Date };

/** A partner's commission on one paid order, PENDING until its holding period is over. */
export async function recordCommission(
  tx: Tx,
  on: { partnerId: string; source: CommissionSource; referralId?: string; orderId: string; currency: string },
  earned: EarnedCommission,
): Promise<void> {
  await tx.commission.create({
    data: { ...on, baseAmount: earned.baseAmount, rateBasisPoints: earned.rateBasisPoints, amount: earned.amount, availableAt: earned.availableAt },
  });
}

/** Approves every commission whose holding period is over, crediting its money to the partner's ledger; answers how many. */
export async function approveDueCommissions(prisma: PrismaClient, now = new Date()): Promise<number> {
  const due = await prisma.commission.findMany({ where: { status: "PENDING", availableAt: { lte: now } }, select: { id: true } });
  let approved = 0;
  for (const { id } of due) {
    await prisma.$transaction(async (tx) => {
      if ((await moveCommissions(tx, { id, status: "PENDING" }, "APPROVED", { approvedAt: now })) === 0) return;
      const commission = await tx.commission.findUniqueOrThrow({ where: { id } });
      await appendLedgerEntry(tx, { partnerId: commission.partnerId, kind: "COMMISSION", amount: commission.amount, currency: commission.currency, commissionId: id });
      approved += 1;
    });
  }
  return approved;
}

/** The money of the order that was paid and that has gone back, over its settled payments. */
async function paidAndRefunded(tx: Tx, orderId: string): Promise<{ paid: number; refunded: number }> {
  // The order's own payments: an extra revision bought on it earns no commission.
  const payments = await tx.payment.findMany({ where: { orderId, revisionChargeId: null, status: { in: SETTLED_PAYMENT_STATUSES } }, select: { amount: true, refundedAmount: true } });
  return { paid: payments.reduce((sum, p) => sum + p.amount, 0), refunded: payments.reduce((sum, p) => sum + p.refundedAmount, 0) };
}

/**
 * After a refund of the order: a pending commission shrinks to its share of what was kept (void
 * at nothing); an approved or paid one has the difference clawed back from the partner's ledger.
 */
export async function commissionsAfterRefund(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const commissions = await tx.commission.findMany({ where: { orderId, status: { in: ["PENDING", ...CREDITED_COMMISSION_STATUSES] } } });
  if (commissions.length === 0) return;
  const { paid, refunded } = await paidAndRefunded(tx, orderId);
  for (const commission of commissions) {
    const original = Math.floor((commission.baseAmount * commission.rateBasisPoints) / 10_000);
    const kept = commissionAfterRefund(original, paid, refunded);
    if (commission.status === "PENDING") {
      if (kept === 0) await moveCommissions(tx, { id: commission.id }, "VOID", { amount: 0, endedAt: now, endReason: "The order was refunded during the holding period." });
      else if (kept !== commission.amount) await tx.commission.update({ where: { id: commission.id }, data: { amount: kept } });
      continue;
    }
    await lockPartnerLedger(tx, commission.partnerId);
    const { _sum } = await tx.partnerLedgerEntry.aggregate({ where: { commissionId: commission.id }, _sum: { amount: true } });
    const credited = _sum.amount ?? 0;
    if (credited > kept) {
      await appendLedgerEntry(tx, {
        partnerId: commission.partnerId,
        kind: "CLAWBACK",
        amount: kept - credited,
        currency: commission.currency,
        commissionId: commission.id,
        note: "The order was refunded after the commission was approved.",
      });
      await writeAudit(tx, null, { action: "commission.clawed_back", entityType: "Commission", entityId: commission.id, metadata: { orderId, amount: credited - kept } });
    }
    if (kept === 0) await moveCommissions(tx, { id: commission.id }, "CLAWED_BACK", { endedAt: now, endReason: "The order was refunded." });
  }
}
