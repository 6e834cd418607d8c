// What entering PAID means, whichever way the payment arrived (orderStates.ts runs it): the
// discount use becomes final and the delivery date is set; then OrderPaid's subscribers
// (events/orderSubscribers.ts) tell the customer and the studio, invoice the sale and record the
// referrer's and the reseller's commissions, in the same transaction.
import type { Prisma } from "../db/generated/client.ts";
import { confirmRedemption } from "../discounts/redemptions.ts";
import { publish } from "../events/domainEvents.ts";
import type { OrderLinkConfig } from "./orderLinks.ts";

/** `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export async function orderPaidEffects(tx: Prisma.TransactionClient, links: OrderLinkConfig, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { service: true } });
  const dueAt = addWorkingDays(order.paidAt ?? new Date(), order.rush ? order.service.rushTurnaroundDays : order.service.turnaroundDays);
  await tx.order.update({ where: { id: orderId }, data: { dueAt } });
  await confirmRedemption(tx, orderId);
  await publish("OrderPaid", { tx, links, orderId });
}
