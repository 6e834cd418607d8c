// Who may see and pay an order: its customer, the studio's people (staff), or anyone holding the order's
// private access key (the link a guest is e-mailed); and who of them sees its money. The key is derived from the order id with
// the server's secret, so it can be sent again in any e-mail without storing it.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { NotFoundError, PermissionError } from "../errors.ts";
import { isStaff, mayKeepBooks } from "../schema/scopes.ts";

export function orderAccessKey(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-access:${orderId}`).digest("base64url").slice(0, 32);
}

export function isOrderAccessKey(secret: string, orderId: string, key: string): boolean {
  const expected = Buffer.from(orderAccessKey(secret, orderId));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type Viewing = Pick<Context, "viewer" | "grantedOrderIds">;

export function canSeeOrder(order: Pick<Order, "id" | "userId" | "resellerUserId">, ctx: Viewing): boolean {
  if (isStaff(ctx.viewer)) return true;
  if (ctx.viewer && (order.userId === ctx.viewer.id || order.resellerUserId === ctx.viewer.id)) return true;
  return ctx.grantedOrderIds.has(order.id);
}

export type OrderAccess = { orderId: string; key?: string | null };

/**
 * The order `access` names, if this request may act on it; a valid key grants the request
 * access for the rest of its resolution (so the returned order's fields resolve).
 */
export async function accessibleOrder(ctx: Pick<Context, "prisma" | "config" | "viewer" | "grantedOrderIds">, access: OrderAccess): Promise<Order> {
  const order = await ctx.prisma.order.findUnique({ where: { id: access.orderId } });
  if (!order || order.archivedAt) throw new NotFoundError("This order does not exist.");
  if (access.key && isOrderAccessKey(ctx.config.sessionSecret, order.id, access.key)) ctx.grantedOrderIds.add(order.id);
  if (!canSeeOrder(order, ctx)) {
    if (!ctx.viewer && !access.key) throw new PermissionError("Sign in, or open the private link we e-mailed you, to see this order.");
    throw new NotFoundError("This order does not exist.");
  }
  return order;
}

const visibilityByRequest = new WeakMap<object, Map<string, boolean | Promise<boolean>>>();

function visibilityOf(ctx: object): Map<string, boolean | Promise<boolean>> {
  let known = visibilityByRequest.get(ctx);
  if (!known) visibilityByRequest.set(ctx, (known = new Map()));
  return known;
}

/** canSeeOrder for an order row this request resolves; its rows (files, payments) then need no read. */
export function canSeeResolvedOrder(order: Pick<Order, "id" | "userId" | "resellerUserId">, ctx: Viewing): boolean {
  const visible = canSeeOrder(order, ctx);
  visibilityOf(ctx).set(order.id, visible);
  return visible;
}

/**
 * Whether this request may see the order with this id, read once per request and order: the
 * rows of an order (payments, files, invoices) ask it for each row they check. What is already
 * known (the studio's people, an order resolved in this request) is answered as a plain boolean, not
 * a promise: a type scope answered without one keeps a table's rows from waiting on a promise each.
 */
export function canSeeOrderById(ctx: Pick<Context, "prisma" | "viewer" | "grantedOrderIds">, orderId: string): boolean | Promise<boolean> {
  if (isStaff(ctx.viewer)) return true;
  const known = visibilityOf(ctx);
  let visible = known.get(orderId);
  if (visible === undefined) {
    visible = ctx.prisma.order
      .findUnique({ where: { id: orderId }, select: { id: true, userId: true, resellerUserId: true } })
      .then((order) => !!order && canSeeOrder(order, ctx));
    known.set(orderId, visible);
  }
  return visible;
}

/**
 * Whether this viewer sees the money rows of the orders they may see (payments, refunds,
 * invoices): their customers do, and of the studio's people those who keep the books; producers
 * work the orders, not their money.
 */
export function seesOrderMoney(viewer: Viewing["viewer"]): boolean {
  return !isStaff(viewer) || mayKeepBooks(viewer);
}

/** canSeeOrder for the order's money: its payments, refunds and invoices. */
export function canSeeOrderMoney(order: Pick<Order, "id" | "userId" | "resellerUserId">, ctx: Viewing): boolean {
  return seesOrderMoney(ctx.viewer) && canSeeOrder(order, ctx);
}

/** canSeeOrderById for the order's money: its payments, refunds and invoices. */
export function canSeeOrderMoneyById(ctx: Pick<Context, "prisma" | "viewer" | "grantedOrderIds">, orderId: string): boolean | Promise<boolean> {
  return seesOrderMoney(ctx.viewer) && canSeeOrderById(ctx, orderId);
}
