// Links to an order in e-mails: customers with an account sign in; guests use the private link.
import type { Config } from "../config.ts";
import type { Order } from "../db/generated/client.ts";

/** What building an order's link needs: the public address, and the key that signs guests' links. */
export type OrderLinkConfig = Pick<Config, "publicUrl" | "sessionSecret">;

export function orderLink(publicUrl: string, order: Pick<Order, "id" | "userId">, accessKey: string): string {
  const base = publicUrl.replace(/\/$/, "");
  return order.userId ? `${base}/order/payment/${order.id}` : `${base}/order/guest-payment/${order.id}?key=${accessKey}`;
}
