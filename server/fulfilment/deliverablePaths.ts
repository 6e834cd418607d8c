// Download addresses of delivered files. Guests reach them with the order's private key, which
// the address carries when the request itself was granted access by that key (even when someone
// else is signed in on that browser).
import type { Context } from "../context.ts";
import { orderAccessKey } from "../orders/orderAccess.ts";

function keyQuery(ctx: Pick<Context, "grantedOrderIds" | "config" | "viewer">, orderId: string): string {
  if (!ctx.grantedOrderIds.has(orderId)) return "";
  return `key=${orderAccessKey(ctx.config.sessionSecret, orderId)}`;
}

/** One file: inline (for the player) or as a download. */
export function deliverablePath(ctx: Pick<Context, "grantedOrderIds" | "config" | "viewer">, file: { id: string; orderId: string }, download: boolean): string {
  const query = [keyQuery(ctx, file.orderId), download ? "download" : ""].filter(Boolean).join("&");
  return `/api/deliverables/${file.id}${query ? `?${query}` : ""}`;
}

/** Every delivered file of the order in one ZIP. */
export function deliveryZipPath(ctx: Pick<Context, "grantedOrderIds" | "config" | "viewer">, orderId: string): string {
  const query = keyQuery(ctx, orderId);
  return `/api/orders/${orderId}/files.zip${query ? `?${query}` : ""}`;
}
