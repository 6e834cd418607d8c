// Who may see a refund: the studio's bookkeepers, or whoever may see the order its payment paid.
import type { Context } from "../context.ts";
import { isStudioStaff } from "../accounts/viewerChecks.ts";
import { canSeeOrderById } from "../orders/orderAccess.ts";
import { mayKeepBooks } from "../schema/scopes.ts";

export async function canSeeRefund(ctx: Pick<Context, "prisma" | "viewer" | "grantedOrderIds">, refund: { paymentId: string }): Promise<boolean> {
  if (isStudioStaff(ctx)) return mayKeepBooks(ctx.viewer);
  const payment = await ctx.prisma.payment.findUnique({ where: { id: refund.paymentId }, select: { orderId: true } });
  return !!payment && canSeeOrderById(ctx, payment.orderId);
}
