// Where the payment pages are, and which order a page acts on. Signed-in customers reach their
// orders through their account (`/order/payment/<id>`); guests through the private link
// (`/order/guest-payment/<id>?key=<key>`), whose key every payment mutation passes along.
import { isUuid } from "../../../common/ids.ts";
import { accountOrderPath } from "./accountOrderPaths.ts";

/**
 * The order's global id from an address: the pages link with global ids, the e-mails the server
 * sends with the order's database id (a UUID), which becomes the global id "Order:<uuid>".
 */
export function orderIdFromParam(param: string | null | undefined): string {
  const value = (param ?? "").trim();
  return isUuid(value) ? btoa(`Order:${value}`) : value;
}

/** The order a payment page acts on: guests add the key of their private link. */
export type OrderAccess = { orderId: string; key: string | null };

/** The `order` argument of the payment mutations (guests add their private link's key). */
export const orderAccessInput = (access: OrderAccess) => ({ orderId: access.orderId, key: access.key });

export const ORDER_PAYMENT_PATH = "/order/payment";
export const GUEST_PAYMENT_PATH = "/order/guest-payment";
/** `/payment`: an order the studio priced, found by its number and e-mail address. */
export const FIND_ORDER_PATH = "/payment";
/** Where a new order starts. */
export const ORDER_START_PATH = "/order";

/** The signed-in payment page of an order (without id: the order awaiting payment, if any). */
export function orderPaymentPath(orderId?: string | null): string {
  return orderId ? `${ORDER_PAYMENT_PATH}/${encodeURIComponent(orderId)}` : ORDER_PAYMENT_PATH;
}

/** A guest's private link to an order (pay it, then follow it). */
export function guestOrderPath(orderId: string, key: string): string {
  return `${GUEST_PAYMENT_PATH}/${encodeURIComponent(orderId)}?${new URLSearchParams({ key })}`;
}

/** The guest payment page for the draft kept in this browser for `service`. */
export function guestDraftPaymentPath(service: string): string {
  return `${GUEST_PAYMENT_PATH}?${new URLSearchParams({ service })}`;
}

/** The page of an order as `access` opens it. */
export function orderPagePath(access: OrderAccess): string {
  return access.key ? guestOrderPath(access.orderId, access.key) : orderPaymentPath(access.orderId);
}

/**
 * Where a paid order is followed: a signed-in customer's order page in their account; a guest's
 * private link, which shows the order once it is paid.
 */
export function followOrderPath(access: OrderAccess): string {
  return access.key ? guestOrderPath(access.orderId, access.key) : accountOrderPath(access.orderId);
}

/** The success page after paying, as `access` opens it. */
export function paymentSuccessPath(access: OrderAccess): string {
  const params = new URLSearchParams({ order: access.orderId });
  if (access.key) params.set("key", access.key);
  return `${access.key ? GUEST_PAYMENT_PATH : ORDER_PAYMENT_PATH}/success?${params}`;
}

/** What a success page's address names: the order, and the key for guests. */
export function readSuccessParams(search: URLSearchParams): { orderId: string; key: string | null; redirectFailed: boolean } {
  return {
    orderId: orderIdFromParam(search.get("order")),
    key: search.get("key") || null,
    // Stripe adds redirect_status after a redirect-based confirmation (3-D Secure, bank pages).
    redirectFailed: search.get("redirect_status") === "failed",
  };
}
