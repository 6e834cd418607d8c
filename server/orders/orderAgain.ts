// "Order again": a new draft with the same service, plan, voice, music bed, script, formats and
// rush as an earlier order (and, for a reseller, the same client), for the customer to check and
// pay in the wizard. It is priced afresh.
import type { Context } from "../context.ts";
import type { Order } from "../db/generated/client.ts";
import { draftOf } from "../orders/draftCatalogue.ts";
import { accessibleOrder } from "../orders/orderAccess.ts";
import { saveDraft } from "../orders/savedDrafts.ts";

export async function orderAgain(ctx: Context, orderId: string): Promise<Order> {
  const order = await accessibleOrder(ctx, { orderId });
  const full = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { service: true, bundle: true } });
  return saveDraft(ctx, null, { ...draftOf(full), customerNote: full.customerNote }, full.clientCompanyId ?? undefined);
}
