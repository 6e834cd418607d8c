// A webhook delivery's lifecycle as one table: PENDING while attempts remain (each failed attempt
// leaves it PENDING with its next attempt on the backoff schedule), then SUCCEEDED on a 2xx or
// FAILED after the last attempt (or at once when its endpoint is disabled). Both ends are final:
// sending an event again makes a new delivery (redeliverWebhook).
import type { Prisma, WebhookDeliveryStatus } from "../db/generated/client.ts";
import { statesBefore } from "../lifecycle/stateTable.ts";

export const DELIVERY_TRANSITIONS: Record<WebhookDeliveryStatus, readonly WebhookDeliveryStatus[]> = {
  PENDING: ["PENDING", "SUCCEEDED", "FAILED"],
  SUCCEEDED: [],
  FAILED: [],
};

/** Moves the delivery to `to` if the table allows it from where it is; false when it did not move. */
export async function moveWebhookDelivery(
  tx: Pick<Prisma.TransactionClient, "webhookDelivery">,
  deliveryId: string,
  to: WebhookDeliveryStatus,
  data: Omit<Prisma.WebhookDeliveryUncheckedUpdateManyInput, "status"> = {},
): Promise<boolean> {
  const { count } = await tx.webhookDelivery.updateMany({ where: { id: deliveryId, status: { in: statesBefore(DELIVERY_TRANSITIONS, to) } }, data: { ...data, status: to } });
  return count === 1;
}
