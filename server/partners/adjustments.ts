// The studio's corrections to what a partner earns: voiding a commission (before approval it
// simply ends; after, its money is taken back through the ledger) and adjusting a balance by hand.
// Both need a reason and are audited.
import { writeAudit } from "../admin/auditLog.ts";
import { requestSettings } from "../admin/settings.ts";
import type { Commission, PartnerLedgerEntry, PrismaClient } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { moveCommissions } from "./commissionStates.ts";
import { appendLedgerEntry, lockPartnerLedger } from "./ledger.ts";
import type { PayoutActor } from "./payouts.ts";

/** The largest adjustment in either direction, in minor units (€10,000.00). */
export const MAX_ADJUSTMENT = 1_000_000;

function requiredReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw ValidationError.field("input.reason", "is required: it is kept with the change and shown to the partner");
  if (trimmed.length > 500) throw ValidationError.field("input.reason", "must be shorter than or equal to 500 characters");
  return trimmed;
}

export async function voidCommission(prisma: PrismaClient, actor: PayoutActor, commissionId: string, reason: string): Promise<Commission> {
  const why = requiredReason(reason);
  return prisma.$transaction(async (tx) => {
    const commission = await tx.commission.findUnique({ where: { id: commissionId } });
    if (!commission) throw ValidationError.field("input.commissionId", "does not exist");
    const now = new Date();
    if (commission.status === "PENDING") {
      await moveCommissions(tx, { id: commissionId }, "VOID", { endedAt: now, endReason: why });
    } else if (commission.status === "APPROVED" || commission.status === "PAID") {
      await lockPartnerLedger(tx, commission.partnerId);
      const { _sum } = await tx.partnerLedgerEntry.aggregate({ where: { commissionId }, _sum: { amount: true } });
      const credited = _sum.amount ?? 0;
      if (credited > 0) {
        await appendLedgerEntry(tx, { partnerId: commission.partnerId, kind: "CLAWBACK", amount: -credited, currency: commission.currency, commissionId, note: why, createdById: actor.userId });
      }
      await moveCommissions(tx, { id: commissionId }, "CLAWED_BACK", { endedAt: now, endReason: why });
    } else {
      throw ValidationError.field("input.commissionId", "is already void or clawed back");
    }
    await writeAudit(tx, actor.request, { action: "commission.voided", actorId: actor.userId, actorEmail: actor.email, entityType: "Commission", entityId: commissionId, metadata: { reason: why, was: commission.status } });
    return tx.commission.findUniqueOrThrow({ where: { id: commissionId } });
  });
}

export async function adjustPartnerBalance(
  prisma: PrismaClient,
  actor: PayoutActor,
  input: { partnerId: string; amount: number; currency: string; reason: string },
): Promise<PartnerLedgerEntry> {
  const why = requiredReason(input.reason);
  if (!Number.isInteger(input.amount) || input.amount === 0 || Math.abs(input.amount) > MAX_ADJUSTMENT) {
    throw ValidationError.field("input.amount", `must be a whole number of cents other than 0, at most ${MAX_ADJUSTMENT} either way`);
  }
  return prisma.$transaction(async (tx) => {
    const partner = await tx.user.findUnique({ where: { id: input.partnerId }, select: { id: true } });
    if (!partner) throw ValidationError.field("input.partnerId", "does not exist");
    await lockPartnerLedger(tx, partner.id);
    const entry = await appendLedgerEntry(tx, { partnerId: partner.id, kind: "ADJUSTMENT", amount: input.amount, currency: input.currency, note: why, createdById: actor.userId });
    await writeAudit(tx, actor.request, {
      action: "partner.balance_adjusted",
      actorId: actor.userId,
      actorEmail: actor.email,
      entityType: "User",
      entityId: partner.id,
      metadata: { amount: input.amount, currency: input.currency, reason: why },
    });
    return entry;
  });
}

/** An adjustment in the currency the studio's settings name now (the one partner balances are shown in). */
export async function adjustPartnerBalanceInStudioCurrency(
  ctx: { prisma: PrismaClient },
  actor: PayoutActor,
  input: { partnerId: string; amount: number; reason: string },
): Promise<PartnerLedgerEntry> {
  const { currency } = await requestSettings(ctx);
  return adjustPartnerBalance(ctx.prisma, actor, { ...input, currency });
}
