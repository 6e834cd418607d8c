// What a delivered order allows by this request's settings: free revisions left, the price of an
// extra one, and until when the customer can approve before it counts as approved.
import { requestSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import type { OrderStatus } from "../db/generated/client.ts";
import type { AppliedTax } from "../orders/pricing.ts";
import { approvalDeadline } from "./approvalWindow.ts";
import { type ExtraRevisionPrice, extraRevisionPrice, revisionAllowance, type RevisionAllowance } from "./revisionAllowance.ts";

type DeliveredOrder = { status: OrderStatus; deliveredAt: Date | null };

export type OrderRevisionAllowance = RevisionAllowance & { extraPrice: ExtraRevisionPrice | null };

export async function orderRevisionAllowance(
  ctx: Pick<Context, "prisma">,
  order: DeliveredOrder & { currency: string; taxRate: AppliedTax | null; _count: { revisions: number } },
): Promise<OrderRevisionAllowance> {
  const settings = await requestSettings(ctx);
  const allowance = revisionAllowance(settings, order, order._count.revisions, new Date());
  return { ...allowance, extraPrice: allowance.extraForSale ? extraRevisionPrice(settings, order.taxRate) : null };
}

/** Null unless the order is delivered. */
export async function orderApprovalDeadline(ctx: Pick<Context, "prisma">, order: DeliveredOrder): Promise<Date | null> {
  return order.status === "DELIVERED" && order.deliveredAt ? approvalDeadline(order.deliveredAt, await requestSettings(ctx)) : null;
}
