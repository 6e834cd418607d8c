// Paying partners: a partner asks for their whole available balance (at least the studio's
// minimum); the studio approves, then pays with the transfer's reference, or rejects with a reason.
// Every step is audited and e-mailed to the partner.
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import type { Payout, PrismaClient } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { ValidationError } from "../errors.ts";
import { formatMoney } from "../../common/money.ts";
import { moveCommissions } from "./commissionStates.ts";
import { appendLedgerEntry, ledgerSum, lockPartnerLedger } from "./ledger.ts";
import { movePayout } from "./payoutStates.ts";

export type PayoutActor = { userId: string; email: string; request: RequestInfo | null };

/** The longest payment details a payout keeps. */
export const PAYOUT_DETAILS_MAX_LENGTH = 500;

export async function requestPayout(prisma: PrismaClient, actor: PayoutActor, input: { details?: string | null } = {}): Promise<Payout> {
  const details = input.details?.trim() || null;
  if (details && details.length > PAYOUT_DETAILS_MAX_LENGTH) throw ValidationError.field("input.details", `must be shorter than or equal to ${PAYOUT_DETAILS_MAX_LENGTH} characters`);
  const settings = await readSettings(prisma);
  const currency = settings.currency;
  return prisma.$transaction(async (tx) => {
    await lockPartnerLedger(tx, actor.userId);
    const available = await ledgerSum(tx, actor.userId, currency);
    if (available < settings.payoutMinimum) {
      throw ValidationError.field(
        "input",
        `Your available balance is ${formatMoney(Math.max(0, available), currency)}; a payout can be asked for from ${formatMoney(settings.payoutMinimum, currency)}.`,
      );
    }
    const payout = await tx.payout.create({ data: { userId: actor.userId, amount: available, currency, details } });
    await appendLedgerEntry(tx, { partnerId: actor.userId, kind: "PAYOUT", amount: -available, currency, payoutId: payout.id, createdById: actor.userId, note: "Payout requested" });
    await tx.commission.updateMany({ where: { partnerId: actor.userId, currency, status: "APPROVED", payoutId: null }, data: { payoutId: payout.id } });
    await writeAudit(tx, actor.request, { action: "payout.requested", actorId: actor.userId, actorEmail: actor.email, entityType: "Payout", entityId: payout.id, metadata: { amount: available, currency } });
    await enqueueEmail(tx, {
      to: actor.email,
      subject: `Payout requested: ${formatMoney(available, currency)}`,
      text: [`Hello,`, "", `We received your request for a payout of ${formatMoney(available, currency)}. We e-mail you when it is approved and again when the transfer is made.`, "", settings.studioName].join("\n"),
    });
    await enqueueEmail(tx, {
      to: settings.contactEmail,
      subject: `Payout requested: ${formatMoney(available, currency)}`,
      text: [`${actor.email} asked for a payout of ${formatMoney(available, currency)}.`, "", "Approve or reject it under Payouts in the studio."].join("\n"),
    });
    return payout;
  });
}

export type PayoutDecision = { to: "APPROVED" } | { to: "PAID"; reference: string } | { to: "REJECTED"; reason: string };

const NOT_MOVABLE: Record<PayoutDecision["to"], string> = {
  APPROVED: "Only a requested payout can be approved.",
  PAID: "Only an approved payout can be marked paid.",
  REJECTED: "A paid or rejected payout cannot be rejected.",
};

/** The studio's step on a payout; answers the payout as it is afterwards. */
export async function decidePayout(prisma: PrismaClient, actor: PayoutActor, payoutId: string, decision: PayoutDecision): Promise<Payout> {
  if (decision.to === "PAID" && !decision.reference.trim()) throw ValidationError.field("input.reference", "is required: the bank transfer's reference");
  if (decision.to === "REJECTED" && !decision.reason.trim()) throw ValidationError.field("input.reason", "is required: the partner is told why");
  const settings = await readSettings(prisma);
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    const data =
      decision.to === "PAID"
        ? { reference: decision.reference.trim(), paidAt: now, decidedById: actor.userId, decidedAt: now }
        : decision.to === "REJECTED"
          ? { note: decision.reason.trim(), decidedById: actor.userId, decidedAt: now }
          : { decidedById: actor.userId, decidedAt: now };
    if (!(await movePayout(tx, payoutId, decision.to, data))) throw ValidationError.field("input.payoutId", NOT_MOVABLE[decision.to]);
    const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId }, include: { user: { select: { email: true, name: true } } } });
    const amount = formatMoney(payout.amount, payout.currency);
    if (decision.to === "PAID") await moveCommissions(tx, { payoutId }, "PAID");
    if (decision.to === "REJECTED") {
      await lockPartnerLedger(tx, payout.userId);
      await appendLedgerEntry(tx, { partnerId: payout.userId, kind: "PAYOUT_RETURNED", amount: payout.amount, currency: payout.currency, payoutId, createdById: actor.userId, note: decision.reason.trim() });
      await tx.commission.updateMany({ where: { payoutId, status: "APPROVED" }, data: { payoutId: null } });
    }
    await writeAudit(tx, actor.request, {
      action: `payout.${decision.to.toLowerCase()}`,
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "Payout",
      entityId: payoutId,
      metadata: { amount: payout.amount, currency: payout.currency, ...(decision.to === "PAID" ? { reference: decision.reference.trim() } : {}), ...(decision.to === "REJECTED" ? { reason: decision.reason.trim() } : {}) },
    });
    const sentence =
      decision.to === "APPROVED"
        ? `Your payout of ${amount} was approved; the transfer follows shortly.`
        : decision.to === "PAID"
          ? `Your payout of ${amount} was sent (reference ${decision.reference.trim()}).`
          : `Your payout of ${amount} was not made: ${decision.reason.trim()} The amount is back in your available balance.`;
    await enqueueEmail(tx, { to: payout.user.email, subject: `Payout ${decision.to === "REJECTED" ? "not made" : decision.to.toLowerCase()}: ${amount}`, text: [`Hello ${payout.user.name},`, "", sentence, "", settings.studioName].join("\n") });
    return payout;
  });
}

export const MAX_BULK_APPROVALS = 100;

/** Approves every listed payout that is still requested (each in its own step, audited and e-mailed); answers the ones approved. */
export async function approvePayouts(prisma: PrismaClient, actor: PayoutActor, payoutIds: readonly string[]): Promise<Payout[]> {
  if (payoutIds.length > MAX_BULK_APPROVALS) throw ValidationError.field("input.payoutIds", `lists at most ${MAX_BULK_APPROVALS} payouts`);
  const requested = await prisma.payout.findMany({ where: { id: { in: [...payoutIds] }, status: "REQUESTED" }, select: { id: true }, orderBy: { createdAt: "asc" } });
  const approved: Payout[] = [];
  for (const { id } of requested) {
    try {
      approved.push(await decidePayout(prisma, actor, id, { to: "APPROVED" }));
    } catch (error) {
      // Decided by someone else meanwhile: it is simply not among the ones this call approved.
      if (!(error instanceof ValidationError)) throw error;
    }
  }
  return approved;
}
