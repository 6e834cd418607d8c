// Scheduled: orders left DELIVERED past the studio's approval window count as approved.
import { readSettings } from "../admin/settings.ts";
import type { Services } from "../context.ts";
import { transitionOrder } from "../orders/orderStates.ts";
import { autoApprovalCutoff } from "./approvalWindow.ts";

/** Completes every order delivered before the approval window; returns how many. */
export async function completeApprovedDeliveries(services: Services, now = new Date()): Promise<number> {
  const settings = await readSettings(services.prisma);
  const due = await services.prisma.order.findMany({
    where: { status: "DELIVERED", deliveredAt: { lt: autoApprovalCutoff(now, settings) }, archivedAt: null },
    select: { id: true },
    orderBy: { deliveredAt: "asc" },
    take: 500,
  });
  let completed = 0;
  for (const { id } of due) {
    const moved = await services.prisma.$transaction((tx) =>
      transitionOrder(tx, {
        orderId: id,
        from: "DELIVERED",
        to: "COMPLETED",
        actor: { userId: null },
        links: services.config,
        note: `Approved automatically ${settings.approvalWindowDays} days after delivery`,
      }),
    );
    if (moved) {
      completed += 1;
      services.events.orderChanged(id);
    }
  }
  return completed;
}
