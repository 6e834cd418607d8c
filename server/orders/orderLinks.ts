// Links to an order in e-mails: customers with an account sign in; guests use the private link.
import type { Order } from "../db/generated/client.ts";

export function orderLink(publicUrl: string, order: Pick<Order, "id" | "userId">, accessKey: string): string {
  const base = publicUrl.replace(/\/$/, "");
  return order.userId ? `${base}/order/payment/${order.id}` : `${base}/order/guest-payment/${order.id}?key=${accessKey}`;
}
