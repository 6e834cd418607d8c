// The one definition of "draft expired" and "payable": an order can be paid while it is a draft
// or awaits payment, unless it is a draft nobody touched for DRAFT_LIFETIME_DAYS (prices and
// voices may have changed since). Lists, the checkout and the `payable` field all ask here.
import { DRAFT_LIFETIME_DAYS } from "../../common/orders/wizards.ts";
import type { Order, Prisma } from "../db/generated/client.ts";
import { OrderExpiredError, OrderNotPayableError } from "./orderErrors.ts";

const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export function draftExpiresAt(order: Pick<Order, "status" | "updatedAt">): Date | null {
  if (order.status !== "DRAFT") return null;
  return new Date(order.updatedAt.getTime() + DRAFT_LIFETIME_MS);
}

export function isDraftExpired(order: Pick<Order, "status" | "updatedAt">, now = new Date()): boolean {
  const expiresAt = draftExpiresAt(order);
  return !!expiresAt && expiresAt <= now;
}

/** The same rule as a database filter: drafts that have not expired. */
export function liveDraftWhere(now = new Date()): Prisma.OrderWhereInput {
  return { status: "DRAFT", updatedAt: { gt: new Date(now.getTime() - DRAFT_LIFETIME_MS) } };
}

/** Orders that can be paid now, as a database filter. */
export function payableOrderWhere(now = new Date()): Prisma.OrderWhereInput {
  return { OR: [{ status: "PENDING_PAYMENT" }, liveDraftWhere(now)] };
}

export function isPayable(order: Pick<Order, "status" | "updatedAt">, now = new Date()): boolean {
  return (order.status === "DRAFT" || order.status === "PENDING_PAYMENT") && !isDraftExpired(order, now);
}

/** Throws the error that says why the order cannot be paid now. */
export function assertPayable(order: Pick<Order, "status" | "updatedAt" | "number">, now = new Date()) {
  if (order.status !== "DRAFT" && order.status !== "PENDING_PAYMENT") {
    throw new OrderNotPayableError(order.status === "CANCELLED" ? `Order ${order.number} was cancelled.` : `Order ${order.number} is already paid.`);
  }
  const expiresAt = draftExpiresAt(order);
  if (expiresAt && expiresAt <= now) throw new OrderExpiredError(expiresAt);
}
