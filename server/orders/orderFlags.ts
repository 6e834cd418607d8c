// An order that needs the studio's attention (money that does not match it arrived): the flag is
// on the order for the management screens, on its timeline, in the audit log and in the studio's
// inbox (OrderFlagged). Clearing it is recorded the same way.
import { writeAudit } from "../admin/auditLog.ts";
import type { Prisma } from "../db/generated/client.ts";
import { publish } from "../events/domainEvents.ts";
import type { OrderLinkConfig } from "./orderLinks.ts";

type Tx = Prisma.TransactionClient;

export async function flagOrder(tx: Tx, links: OrderLinkConfig, input: { orderId: string; reason: string }) {
  const order = await tx.order.update({
    where: { id: input.orderId },
    data: { flaggedAt: new Date(), flagReason: input.reason },
    select: { number: true, service: { select: { name: true } } },
  });
  await tx.orderEvent.create({ data: { orderId: input.orderId, type: "FLAGGED", note: input.reason } });
  await writeAudit(tx, null, { action: "order.flagged", entityType: "Order", entityId: input.orderId, metadata: { orderNumber: order.number, reason: input.reason } });
  await publish("OrderFlagged", { tx, links, orderNumber: order.number, serviceName: order.service.name, reason: input.reason });
}

export async function clearOrderFlag(tx: Tx, input: { orderId: string; note: string; actorId: string | null }) {
  const { count } = await tx.order.updateMany({ where: { id: input.orderId, flaggedAt: { not: null } }, data: { flaggedAt: null, flagReason: null } });
  if (count === 0) return;
  await tx.orderEvent.create({ data: { orderId: input.orderId, type: "FLAG_CLEARED", note: input.note, actorId: input.actorId } });
  await writeAudit(tx, null, { action: "order.flag_cleared", actorId: input.actorId, entityType: "Order", entityId: input.orderId, metadata: { note: input.note } });
}
