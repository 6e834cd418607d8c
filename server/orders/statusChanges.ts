// Status changes people make by hand: the studio moving an order through production, and
// cancelling an unpaid order (the studio, or the customer their own). Payments and refunds move
// orders through their own paths (payment events, refunds), never through here.
import type { Context } from "../context.ts";
import type { Order, OrderStatus } from "../db/generated/client.ts";
import { releaseRedemption } from "../discounts/redemptions.ts";
import { ValidationError } from "../errors.ts";
import { cancelOpenPayments } from "../payments/openPayments.ts";
import { accessibleOrder, type OrderAccess } from "./orderAccess.ts";
import { IllegalTransitionError, transitionOrder } from "./orderStates.ts";

/** What the studio may set by hand. PAID and the refund states come from the payment provider. */
export const MANUAL_STATUSES = ["IN_PRODUCTION", "DELIVERED", "REVISION_REQUESTED", "COMPLETED", "CANCELLED"] as const satisfies readonly OrderStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

const CUSTOMER_CANCELLABLE: OrderStatus[] = ["DRAFT", "PENDING_PAYMENT"];

export async function changeOrderStatus(ctx: Context, orderId: string, to: ManualStatus, note: string | null): Promise<Order> {
  if (note && note.length > 2000) throw ValidationError.field("input.note", "must be shorter than or equal to 2000 characters");
  const order = await accessibleOrder(ctx, { orderId });
  return moveOrder(ctx, order, to, note);
}

/** A customer (or a guest with the private link) cancels their own order before paying. */
export async function cancelOwnOrder(ctx: Context, access: OrderAccess): Promise<Order> {
  const order = await accessibleOrder(ctx, access);
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) throw new IllegalTransitionError(order.status, "CANCELLED");
  return moveOrder(ctx, order, "CANCELLED", "Cancelled by the customer");
}

async function moveOrder(ctx: Context, order: Order, to: OrderStatus, note: string | null): Promise<Order> {
  const actor = { userId: ctx.viewer?.id ?? null, email: ctx.viewer?.email ?? null, request: ctx };
  await ctx.prisma.$transaction(async (tx) => {
    // Before the order is cancelled, so a payment being completed right now stops the cancellation.
    if (to === "CANCELLED") await cancelOpenPayments(tx, ctx.payments, order.id, "the order was cancelled");
    const moved = await transitionOrder(tx, { orderId: order.id, from: order.status, to, actor, links: ctx.config, note: note ?? undefined });
    // Someone else changed it first: answer with the state it is in now, in words.
    if (!moved) {
      const current = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      throw new IllegalTransitionError(current.status, to);
    }
    if (to === "CANCELLED") await releaseRedemption(tx, order.id);
  });
  ctx.events.orderChanged(order.id);
  return ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}

