// Paying partners: a partner asks for their whole available balance (at least the studio's
// minimum); the studio approves, then pays with the transfer's reference, or rejects with a reason.
// Every step is audited and e-mailed to the partner.
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo } from "../context.ts";
import type { Payout, Prisma, PrismaClient } from "../db/generated/client.ts";
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

/** The studio's step as the API asks for it: APPROVE, PAY with the transfer's reference, or REJECT with a reason. */
export type PayoutDecisionAsked = { decision: "APPROVE" | "PAY" | "REJECT"; reference?: string | null; reason?: string | null };

export function payoutDecisionOf(asked: PayoutDecisionAsked): PayoutDecision {
  if (asked.decision === "APPROVE") return { to: "APPROVED" };
  if (asked.decision === "PAY") return { to: "PAID", reference: asked.reference ?? "" };
  return { to: "REJECTED", reason: asked.reason ?? "" };
}

type LoadedPayout = Payout & { user: { email: string; name: string } };

/** What one of the studio's steps on a payout needs, records, does and tells the partner. */
type PayoutStep = {
  notMovable: string;
  /** The text the step requires (a transfer's reference, a reason): where it comes from, and the field named when it is missing. */
  text?: { of(decision: PayoutDecision): string; field: string; required: string };
  /** Columns written with the step, beside who decided and when. */
  recorded(text: string, now: Date): Prisma.PayoutUncheckedUpdateManyInput;
  /** What the step changes beyond the payout, in its transaction. */
  effects(tx: Prisma.TransactionClient, payout: LoadedPayout, text: string, actor: PayoutActor): Promise<void>;
  audited(text: string): Record<string, string>;
  email(amount: string, text: string): { subject: string; sentence: string };
};

const PAYOUT_STEPS: Record<PayoutDecision["to"], PayoutStep> = {
  APPROVED: {
    notMovable: "Only a requested payout can be approved.",
    recorded: () => ({}),
    effects: async () => {},
    audited: () => ({}),
    email: (amount) => ({ subject: `Payout approved: ${amount}`, sentence: `Your payout of ${amount} was approved; the transfer follows shortly.` }),
  },
  PAID: {
    notMovable: "Only an approved payout can be marked paid.",
    text: { of: (decision) => ("reference" in decision ? decision.reference : ""), field: "input.reference", required: "is required: the bank transfer's reference" },
    recorded: (reference, now) => ({ reference, paidAt: now }),
    effects: async (tx, payout) => {
      await moveCommissions(tx, { payoutId: payout.id }, "PAID");
    },
    audited: (reference) => ({ reference }),
    email: (amount, reference) => ({ subject: `Payout paid: ${amount}`, sentence: `Your payout of ${amount} was sent (reference ${reference}).` }),
  },
  REJECTED: {
    notMovable: "A paid or rejected payout cannot be rejected.",
    text: { of: (decision) => ("reason" in decision ? decision.reason : ""), field: "input.reason", required: "is required: the partner is told why" },
    recorded: (reason) => ({ note: reason }),
    // The amount returns to the partner's balance, and its commissions may be paid out again.
    effects: async (tx, payout, reason, actor) => {
      await lockPartnerLedger(tx, payout.userId);
      await appendLedgerEntry(tx, { partnerId: payout.userId, kind: "PAYOUT_RETURNED", amount: payout.amount, currency: payout.currency, payoutId: payout.id, createdById: actor.userId, note: reason });
      await tx.commission.updateMany({ where: { payoutId: payout.id, status: "APPROVED" }, data: { payoutId: null } });
    },
    audited: (reason) => ({ reason }),
    email: (amount, reason) => ({ subject: `Payout not made: ${amount}`, sentence: `Your payout of ${amount} was not made: ${reason} The amount is back in your available balance.` }),
  },
};

/** The studio's step on a payout; answers the payout as it is afterwards. */
export async function decidePayout(prisma: PrismaClient, actor: PayoutActor, payoutId: string, decision: PayoutDecision): Promise<Payout> {
  const step = PAYOUT_STEPS[decision.to];
  const text = step.text?.of(decision).trim() ?? "";
  if (step.text && !text) throw ValidationError.field(step.text.field, step.text.required);
  const settings = await readSettings(prisma);
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    if (!(await movePayout(tx, payoutId, decision.to, { ...step.recorded(text, now), decidedById: actor.userId, decidedAt: now }))) throw ValidationError.field("input.payoutId", step.notMovable);
    const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId }, include: { user: { select: { email: true, name: true } } } });
    await step.effects(tx, payout, text, actor);
    await writeAudit(tx, actor.request, {
      action: `payout.${decision.to.toLowerCase()}`,
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "Payout",
      entityId: payoutId,
      metadata: { amount: payout.amount, currency: payout.currency, ...step.audited(text) },
    });
    const { subject, sentence } = step.email(formatMoney(payout.amount, payout.currency), text);
    await enqueueEmail(tx, { to: payout.user.email, subject, text: [`Hello ${payout.user.name},`, "", sentence, "", settings.studioName].join("\n") });
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
