// A reseller's commission: when a member of one of their client companies orders and pays on their
// own (not through the reseller, who buys at wholesale instead), the reseller earns their
// commission rate on the order net of tax. It follows the same lifecycle and holding period as a
// referral's commission and enters the same partner ledger once approved.
import { readSettings } from "../admin/settings.ts";
import type { Prisma, Reseller } from "../db/generated/client.ts";
import { recordCommission } from "../partners/commissions.ts";
import { resellerActive } from "./resellerRules.ts";

type Tx = Prisma.TransactionClient;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ClientOrder = {
  /** Set when a reseller placed the order themselves: that order earns them no commission. */
  resellerUserId: string | null;
  customerId: string | null;
  total: number;
  taxTotal: number;
  paidAt: Date;
};

export type ResellerCommission = { earns: true; baseAmount: number; rateBasisPoints: number; amount: number; availableAt: Date } | { earns: false };

export function resellerCommission(order: ClientOrder, reseller: Pick<Reseller, "userId" | "commissionRateBasisPoints" | "suspendedAt">, holdingDays: number): ResellerCommission {
  if (order.resellerUserId || order.customerId === reseller.userId || !resellerActive(reseller) || reseller.commissionRateBasisPoints <= 0) return { earns: false };
  const baseAmount = Math.max(0, order.total - order.taxTotal);
  const amount = Math.floor((baseAmount * reseller.commissionRateBasisPoints) / 10_000);
  if (amount <= 0) return { earns: false };
  return { earns: true, baseAmount, rateBasisPoints: reseller.commissionRateBasisPoints, amount, availableAt: new Date(order.paidAt.getTime() + holdingDays * DAY_MS) };
}

/** Records the reseller's commission on a paid order of one of their clients' own people. */
export async function recordResellerCommission(tx: Tx, orderId: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, resellerUserId: true, total: true, taxTotal: true, currency: true, paidAt: true, company: { select: { reseller: true } } },
  });
  const reseller = order.company?.reseller;
  if (!reseller) return;
  const settings = await readSettings(tx);
  const earned = resellerCommission({ resellerUserId: order.resellerUserId, customerId: order.userId, total: order.total, taxTotal: order.taxTotal, paidAt: order.paidAt ?? new Date() }, reseller, settings.commissionHoldingDays);
  if (!earned.earns) return;
  await recordCommission(tx, { partnerId: reseller.userId, source: "RESELLER", orderId: order.id, currency: order.currency }, earned);
}
