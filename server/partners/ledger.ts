// A partner's money: one append-only ledger (PartnerLedgerEntry) of commissions credited,
// clawbacks, payouts and adjustments. The balance is the sum of the rows, computed when asked;
// writes that must not overdraw it run under the partner's lock.
import { requestSettings } from "../admin/settings.ts";
import type { LedgerEntryKind, Prisma, PrismaClient } from "../db/generated/client.ts";

type Tx = Prisma.TransactionClient;

export type LedgerEntryInput = {
  partnerId: string;
  kind: LedgerEntryKind;
  /** Signed minor units: credits positive, debits negative. */
  amount: number;
  currency: string;
  commissionId?: string | null;
  payoutId?: string | null;
  note?: string | null;
  createdById?: string | null;
};

export type PartnerBalance = {
  currency: string;
  /** What the partner can be paid now: the ledger's sum (negative after a clawback larger than the balance). */
  available: number;
  /** Commissions still in their holding period. */
  pending: number;
};

export function appendLedgerEntry(tx: Pick<Tx, "partnerLedgerEntry">, entry: LedgerEntryInput) {
  return tx.partnerLedgerEntry.create({ data: entry });
}

/**
 * Holds the partner's ledger for the rest of the transaction: a second request for the same
 * partner waits here until the first has committed, so both never spend the same balance.
 */
export async function lockPartnerLedger(tx: Tx, partnerId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${partnerId}::uuid FOR UPDATE`;
}

export async function ledgerSum(db: Pick<PrismaClient | Tx, "partnerLedgerEntry">, partnerId: string, currency: string): Promise<number> {
  const { _sum } = await db.partnerLedgerEntry.aggregate({ where: { partnerId, currency }, _sum: { amount: true } });
  return _sum.amount ?? 0;
}

export async function partnerBalance(db: Pick<PrismaClient | Tx, "partnerLedgerEntry" | "commission">, partnerId: string, currency: string): Promise<PartnerBalance> {
  const [available, pending] = await Promise.all([
    ledgerSum(db, partnerId, currency),
    db.commission.aggregate({ where: { partnerId, currency, status: "PENDING" }, _sum: { amount: true } }),
  ]);
  return { currency, available, pending: pending._sum.amount ?? 0 };
}

/** The partner's balance in the currency the studio's settings name now. */
export async function partnerBalanceInStudioCurrency(ctx: { prisma: PrismaClient }, partnerId: string): Promise<PartnerBalance> {
  return partnerBalance(ctx.prisma, partnerId, (await requestSettings(ctx)).currency);
}
