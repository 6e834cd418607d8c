// Links to an order in e-mails: customers with an account sign in; guests use the private link.
import type { Config } from "../config.ts";
import type { Order } from "../db/generated/client.ts";
import { orderAccessKey } from "./orderAccess.ts";

/** What building an order's link needs: the public address, and the key that signs guests' links. */
export type OrderLinkConfig = Pick<Config, "publicUrl" | "sessionSecret">;

const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

/** Where the order is paid. */
export function orderLink(publicUrl: string, order: Pick<Order, "id" | "userId">, accessKey: string): string {
  return order.userId ? `${base(publicUrl)}/order/payment/${order.id}` : `${base(publicUrl)}/order/guest-payment/${order.id}?key=${accessKey}`;
}

/** Where a paid order is followed: its downloads, revisions and approval. */
export function orderFollowLink(config: OrderLinkConfig, order: Pick<Order, "id" | "userId">): string {
  return order.userId
    ? `${base(config.publicUrl)}/account/order/history/${order.id}`
    : `${base(config.publicUrl)}/order/guest-payment/${order.id}?key=${orderAccessKey(config.sessionSecret, order.id)}`;
}

/** The order on the studio's order desk. */
export function studioOrderLink(config: Pick<Config, "publicUrl">, orderId: string): string {
  return `${base(config.publicUrl)}/manage/orders/${orderId}`;
}
