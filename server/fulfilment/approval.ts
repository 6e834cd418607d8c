// The customer approves a delivery: the order is complete. Without an answer it is approved
// automatically once the studio's approval window has passed (autoComplete.ts).
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { accessibleOrder, type OrderAccess } from "../orders/orderAccess.ts";
import { IllegalTransitionError, transitionOrder } from "../orders/orderStates.ts";

export async function approveDelivery(ctx: Context, access: OrderAccess): Promise<Order> {
  const order = await accessibleOrder(ctx, access);
  if (order.status !== "DELIVERED") throw new IllegalTransitionError(order.status, "COMPLETED");
  const moved = await ctx.prisma.$transaction((tx) =>
    transitionOrder(tx, {
      orderId: order.id,
      from: "DELIVERED",
      to: "COMPLETED",
      actor: { userId: ctx.viewer?.id ?? null, email: ctx.viewer?.email ?? order.guestEmail, request: ctx },
      links: ctx.config,
      note: "Approved by the customer",
    }),
  );
  if (!moved) {
    const current = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    throw new IllegalTransitionError(current.status, "COMPLETED");
  }
  ctx.events.orderChanged(order.id);
  return ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}
