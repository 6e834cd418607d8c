// A person deletes their own account. The row stays, anonymised, because their orders, invoices,
// payments and partner ledger point at it and are the studio's accounting records (an invoice's
// content is a fixed snapshot and is never touched). Refused while deleting would leave somebody
// stranded: the last administrator, an order the studio is working on or a payment under way, or
// money the studio still owes the person as a partner.
import { formatMoney } from "../../common/money.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { readSettings } from "../admin/settings.ts";
import type { Context, RequestInfo, Viewer } from "../context.ts";
import type { OrderStatus, Prisma, PrismaClient } from "../db/generated/client.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { ValidationError } from "../errors.ts";
import { lockPartnerLedger } from "../partners/ledger.ts";
import { OPEN_PAYOUT_STATUSES } from "../partners/payoutStates.ts";
import { UNDER_WAY_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { hashSecret, randomSecret } from "./secrets.ts";
import { clearedSessionCookie } from "./sessions.ts";
import { assertBrowserSession, browserOnly } from "./viewer.ts";
import { isAdminRole } from "../schema/scopes.ts";

export const DELETED_NAME = "Deleted customer";
export const deletedEmail = (userId: string) => `deleted-${userId}@invalid`;
/** Lower case: referral codes are looked up upper-cased, so this one can never be entered. */
export const deletedReferralCode = (userId: string) => `deleted-${userId}`;

/** Orders the studio is working on: it still needs to reach the person to deliver or revise them. */
export const ORDER_IN_PROGRESS_STATUSES: OrderStatus[] = ["PAID", "IN_PRODUCTION", "REVISION_REQUESTED"];

export type AccountDeletionRefusal = "LAST_ADMIN" | "ORDER_IN_PROGRESS" | "PAYMENT_IN_PROGRESS" | "PARTNER_BALANCE";

/** A rule that keeps the account for now; the message says what to do first. */
export class AccountDeletionRefusedError extends Error {
  constructor(
    readonly reason: AccountDeletionRefusal,
    message: string,
  ) {
    super(message);
    this.name = "AccountDeletionRefusedError";
  }
}

export type AccountDeletionBlocker = { reason: AccountDeletionRefusal; message: string };

type Tx = Prisma.TransactionClient;

/**
 * Holds the person's row for the rest of the transaction (as a payout request does: neither runs
 * while the other is under way) and, for an administrator, every administrator's row, in one
 * order, so that two administrators deleting themselves at once cannot both see the other still
 * there. Answers the row as it is now.
 */
async function lockPerson(tx: Tx, userId: string, role: string) {
  if (isAdminRole(role)) await tx.$queryRaw`SELECT "id" FROM "User" WHERE "role" = 'ADMIN' OR "id" = ${userId}::uuid ORDER BY "id" FOR UPDATE`;
  else await lockPartnerLedger(tx, userId);
  return tx.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Why the account cannot be deleted now, or null. Runs under lockPerson's locks. */
async function refusal(tx: Tx, user: { id: string; role: string }): Promise<AccountDeletionRefusedError | null> {
  if (isAdminRole(user.role)) {
    const others = await tx.user.count({ where: { role: "ADMIN", id: { not: user.id }, disabledAt: null, deletedAt: null } });
    if (others === 0) return new AccountDeletionRefusedError("LAST_ADMIN", "You are the studio's only administrator. Make another person an administrator first, so that somebody can still run the studio.");
  }
  const mine = { OR: [{ userId: user.id }, { resellerUserId: user.id }] };
  const inProgress = await tx.order.findFirst({ where: { ...mine, status: { in: ORDER_IN_PROGRESS_STATUSES } }, orderBy: { number: "asc" }, select: { number: true } });
  if (inProgress) {
    return new AccountDeletionRefusedError(
      "ORDER_IN_PROGRESS",
      `Order ${inProgress.number} is paid and the studio is working on it. You can delete your account once it is delivered, so that we can still send you its files.`,
    );
  }
  const paying = await tx.order.findFirst({
    where: { ...mine, status: "PENDING_PAYMENT", payments: { some: { status: { in: UNDER_WAY_PAYMENT_STATUSES } } } },
    orderBy: { number: "asc" },
    select: { number: true },
  });
  if (paying) {
    return new AccountDeletionRefusedError(
      "PAYMENT_IN_PROGRESS",
      `A card payment for order ${paying.number} is under way. Finish it or cancel the order in your order history before deleting your account.`,
    );
  }
  const balances = await tx.partnerLedgerEntry.groupBy({ by: ["currency"], where: { partnerId: user.id }, _sum: { amount: true } });
  const owed = balances.find((balance) => (balance._sum.amount ?? 0) > 0);
  if (owed) {
    return new AccountDeletionRefusedError(
      "PARTNER_BALANCE",
      `We still owe you ${formatMoney(owed._sum.amount ?? 0, owed.currency)} in commissions. Ask for a payout on your referrals page, or contact the studio to settle it, before deleting your account.`,
    );
  }
  const payout = await tx.payout.findFirst({ where: { userId: user.id, status: { in: OPEN_PAYOUT_STATUSES } }, select: { amount: true, currency: true } });
  if (payout) {
    return new AccountDeletionRefusedError("PARTNER_BALANCE", `Your payout of ${formatMoney(payout.amount, payout.currency)} is not paid yet. You can delete your account once it is.`);
  }
  const pending = await tx.commission.findFirst({ where: { partnerId: user.id, status: "PENDING" }, select: { id: true } });
  if (pending) {
    return new AccountDeletionRefusedError(
      "PARTNER_BALANCE",
      "Commissions you earned are still in their holding period. Once they are approved, ask for a payout or contact the studio, then delete your account.",
    );
  }
  return null;
}

/**
 * Why the account cannot be deleted now, read before the person confirms (empty when it can): the
 * rule the deletion applies, without its locks, so the answer may change before they confirm.
 */
export async function accountDeletionBlockers(prisma: PrismaClient, user: { id: string; role: string }): Promise<AccountDeletionBlocker[]> {
  const refused = await refusal(prisma, user);
  return refused ? [{ reason: refused.reason, message: refused.message }] : [];
}

export type DeletionServices = { prisma: PrismaClient; storage: FileStorage; secretKey: string; studioName: string };

/**
 * Deletes the account of `userId` after checking `password`: anonymises the row, signs out every
 * session, revokes API tokens, password-reset links and webhooks, leaves the company, throws away
 * stored data exports, and audits it with a keyed hash of the old address (so the studio can
 * answer "was this address's account deleted?" without keeping the address).
 */
export async function deleteAccount(services: DeletionServices, info: RequestInfo, userId: string, password: string) {
  const { prisma } = services;
  const before = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (before.deletedAt) throw ValidationError.field("input", "This account is already deleted.");
  if (!(await verifyPassword(before.passwordHash, password))) throw ValidationError.field("input.password", "is not your password");
  // A password nobody knows: the hash of a random secret that is thrown away.
  const unusableHash = await hashPassword(randomSecret());
  const now = new Date();
  const { exports } = await prisma.$transaction(async (tx) => {
    const current = await lockPerson(tx, userId, before.role);
    // A second request of the same person, which waited for the first one's locks.
    if (current.deletedAt) throw ValidationError.field("input", "This account is already deleted.");
    const refused = await refusal(tx, current);
    if (refused) throw refused;
    const exports = await tx.personalDataExport.findMany({ where: { userId }, select: { storageKey: true } });
    await tx.personalDataExport.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        name: DELETED_NAME,
        email: deletedEmail(userId),
        phone: null,
        passwordHash: unusableHash,
        referralCode: deletedReferralCode(userId),
        companyId: null,
        disabledAt: current.disabledAt ?? now,
        deletedAt: now,
      },
    });
    // Their messages on orders stay with the order, under the deleted account's name.
    await tx.orderMessage.updateMany({ where: { authorId: userId }, data: { authorName: DELETED_NAME } });
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await tx.webhookEndpoint.updateMany({ where: { userId, disabledAt: null }, data: { disabledAt: now } });
    await writeAudit(tx, info, {
      action: "user.deleted",
      actorId: userId,
      actorEmail: deletedEmail(userId),
      entityType: "User",
      entityId: userId,
      metadata: { emailHash: emailHash(services.secretKey, current.email), role: current.role, leftCompanyId: current.companyId },
    });
    // Tells the old address, in case somebody else used the password.
    await enqueueEmail(tx, {
      to: current.email,
      subject: `Your ${services.studioName} account is deleted`,
      text: [
        `Hello ${current.name},`,
        "",
        `Your ${services.studioName} account was deleted as you asked. Your personal details are gone; the orders and invoices we must keep for our accounts stay, without your name or address on the account.`,
        "",
        "If you did not do this, reply to this e-mail at once.",
      ].join("\n"),
    });
    return { exports };
  });
  // The files go once nothing points at them; one left behind by a crash is only bytes.
  await Promise.all(exports.map((file) => services.storage.remove(file.storageKey).catch(() => undefined)));
}

/** The viewer deletes their own account from a browser; the answer signs them out. */
export async function deleteOwnAccount(ctx: Context, viewer: Viewer, password: string): Promise<string> {
  assertBrowserSession(viewer, browserOnly.deletion);
  const { studioName } = await readSettings(ctx.prisma);
  await deleteAccount({ prisma: ctx.prisma, storage: ctx.storage, secretKey: ctx.config.sessionSecret, studioName }, ctx, viewer.id, password);
  void ctx.mailer.deliverPending();
  ctx.responseCookies.push(clearedSessionCookie(ctx.config.publicUrl.startsWith("https:")));
  ctx.viewer = null;
  return "Your account is deleted. Your orders and invoices stay with the studio for its accounts, without your personal details.";
}

/** What the audit keeps of an address: a keyed hash, comparable, not readable. */
export function emailHash(secretKey: string, email: string) {
  return hashSecret(secretKey, email.trim().toLowerCase());
}
