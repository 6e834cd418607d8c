// Counting the uses of a discount code. A redemption is reserved when payment starts (it holds
// its place while the customer pays), confirmed when the order is paid, and released when an
// unpaid order gives the code up (expired, cancelled, code removed).
//
// Concurrency: every function here runs inside the caller's transaction. reserveRedemption
// - locks the order's row first (SELECT … FOR UPDATE), so two reservations for the same order
//   (a double click) run one after the other and the second is a no-op;
// - counts the use with one conditional UPDATE on the discount's row
//     redemptionCount = redemptionCount + 1
//     WHERE id = … AND active AND archivedAt IS NULL
//       AND (maxRedemptions IS NULL OR redemptionCount < maxRedemptions)
//   which PostgreSQL evaluates against the latest committed row while holding the row's lock:
//   of any number of simultaneous reservations of a single-use code, exactly one updates a row;
// - checks the per-customer limit after that UPDATE, while it still holds the discount's row lock,
//   so reservations of one code are serialised from there on and the count it reads includes
//   every reservation committed before it (READ COMMITTED: each statement sees the latest
//   commits). A refusal at that point takes the use back in the same transaction.
// Prisma's updateMany cannot compare two columns of the same row in one statement, so the
// counter is raw SQL; it runs unchanged on PGlite and PostgreSQL (tests/api/discountsRedemptions.test.ts).
// Transactions must be READ COMMITTED (PostgreSQL's default; Prisma's interactive transactions
// use it unless told otherwise).
import type { DiscountRedemption, Prisma } from "../db/generated/client.ts";
import { discountRefusalMessages, type DiscountRefusal } from "./eligibility.ts";

export type Tx = Prisma.TransactionClient;

export type ReserveRedemptionInput = {
  discountId: string;
  orderId: string;
  /** The customer's account, when signed in. */
  userId: string | null;
  /** The customer's (or guest's) e-mail address; compared without regard to case. */
  email: string;
  /** Minor units the code takes off this order (kept on the redemption for reports). */
  amount: number;
};

export type ReserveRedemptionResult =
  | { ok: true; redemption: DiscountRedemption; created: boolean }
  | { ok: false; reason: Extract<DiscountRefusal, "UNKNOWN_CODE" | "INACTIVE" | "USED_UP" | "CUSTOMER_LIMIT">; message: string };

/** Thrown for a change a paid order does not allow (its confirmed redemption is final). */
export class ConfirmedRedemptionError extends Error {
  constructor() {
    super("This order's discount is already confirmed and cannot change.");
    this.name = "ConfirmedRedemptionError";
  }
}

/** Where a customer's earlier redemptions of a code are found: by e-mail (any case) or account. */
function customerWhere(discountId: string, email: string, userId: string | null, excludeOrderId?: string): Prisma.DiscountRedemptionWhereInput {
  return {
    discountId,
    ...(excludeOrderId ? { orderId: { not: excludeOrderId } } : {}),
    OR: [{ email: { equals: email.trim(), mode: "insensitive" } }, ...(userId ? [{ userId }] : [])],
  };
}

/** Held and confirmed redemptions of a code by one customer (e-mail, any case, or account), `excludeOrderId` left out. */
export function countCustomerRedemptions(
  db: Pick<Tx, "discountRedemption">,
  input: { discountId: string; email: string; userId?: string | null; excludeOrderId?: string },
): Promise<number> {
  return db.discountRedemption.count({ where: customerWhere(input.discountId, input.email, input.userId ?? null, input.excludeOrderId) });
}

/** Takes one use back from the counter (never below zero). */
async function uncount(tx: Tx, discountId: string) {
  await tx.$executeRaw`
    UPDATE "Discount" SET "redemptionCount" = GREATEST("redemptionCount" - 1, 0), "updatedAt" = now()
    WHERE "id" = ${discountId}::uuid`;
}

/**
 * Reserves one use of a code for an order, atomically (see the file comment). Reserving again
 * for the same order and code is a no-op (its amount is brought up to date); an unconfirmed
 * redemption of another code on the order is released first.
 */
export async function reserveRedemption(tx: Tx, input: ReserveRedemptionInput): Promise<ReserveRedemptionResult> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Order" WHERE "id" = ${input.orderId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new Error(`reserveRedemption: order ${input.orderId} does not exist`);

  const existing = await tx.discountRedemption.findUnique({ where: { orderId: input.orderId } });
  if (existing && existing.discountId === input.discountId) {
    const redemption =
      existing.amount === input.amount || existing.confirmedAt
        ? existing
        : await tx.discountRedemption.update({ where: { id: existing.id }, data: { amount: input.amount } });
    return { ok: true, redemption, created: false };
  }
  if (existing) {
    if (existing.confirmedAt) throw new ConfirmedRedemptionError();
    await releaseRedemption(tx, input.orderId);
  }

  const counted = await tx.$executeRaw`
    UPDATE "Discount" SET "redemptionCount" = "redemptionCount" + 1, "updatedAt" = now()
    WHERE "id" = ${input.discountId}::uuid
      AND "active" AND "archivedAt" IS NULL
      AND ("maxRedemptions" IS NULL OR "redemptionCount" < "maxRedemptions")`;
  if (counted === 0) {
    const discount = await tx.discount.findUnique({ where: { id: input.discountId } });
    if (!discount) return { ok: false, reason: "UNKNOWN_CODE", message: discountRefusalMessages.UNKNOWN_CODE() };
    if (!discount.active || discount.archivedAt) return { ok: false, reason: "INACTIVE", message: discountRefusalMessages.INACTIVE() };
    return { ok: false, reason: "USED_UP", message: discountRefusalMessages.USED_UP() };
  }

  // The UPDATE holds the discount's row lock until the transaction ends: from here on,
  // reservations of this code run one at a time.
  const discount = await tx.discount.findUniqueOrThrow({ where: { id: input.discountId }, select: { perCustomerLimit: true } });
  if (discount.perCustomerLimit !== null) {
    const prior = await countCustomerRedemptions(tx, { discountId: input.discountId, email: input.email, userId: input.userId });
    if (prior >= discount.perCustomerLimit) {
      await uncount(tx, input.discountId);
      return { ok: false, reason: "CUSTOMER_LIMIT", message: discountRefusalMessages.CUSTOMER_LIMIT(discount.perCustomerLimit) };
    }
  }

  const redemption = await tx.discountRedemption.create({
    data: {
      discountId: input.discountId,
      orderId: input.orderId,
      userId: input.userId,
      email: input.email.trim().toLowerCase(),
      amount: input.amount,
    },
  });
  return { ok: true, redemption, created: true };
}

/**
 * Gives an unpaid order's reserved use back (deletes the redemption, decrements the counter).
 * A confirmed (paid) redemption stays. Returns whether a use was released.
 */
export async function releaseRedemption(tx: Tx, orderId: string): Promise<boolean> {
  const redemption = await tx.discountRedemption.findUnique({ where: { orderId } });
  if (!redemption || redemption.confirmedAt) return false;
  const deleted = await tx.discountRedemption.deleteMany({ where: { id: redemption.id, confirmedAt: null } });
  if (deleted.count === 0) return false;
  await uncount(tx, redemption.discountId);
  return true;
}

/** Marks the order's redemption as used for good (the order is paid). Returns whether one was confirmed now. */
export async function confirmRedemption(tx: Tx, orderId: string, at: Date = new Date()): Promise<boolean> {
  const confirmed = await tx.discountRedemption.updateMany({ where: { orderId, confirmedAt: null }, data: { confirmedAt: at } });
  return confirmed.count > 0;
}
