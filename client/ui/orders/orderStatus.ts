// How an order's states look (their names are common to the server and the client), for the
// studio's and the customer's screens alike.

import { ORDER_STATUS_LABELS, type OrderStatusValue } from "../../../common/orders/orderStatus.ts";

export const ORDER_STATUS_COLORS: Record<OrderStatusValue, string> = {
  QUOTE_REQUESTED: "violet",
  DRAFT: "gray",
  PENDING_PAYMENT: "yellow",
  PAID: "teal",
  IN_PRODUCTION: "blue",
  DELIVERED: "green",
  REVISION_REQUESTED: "orange",
  COMPLETED: "gray",
  CANCELLED: "red",
  REFUNDED: "gray",
  PARTIALLY_REFUNDED: "gray",
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatusValue] ?? status;
}

export function orderStatusColor(status: string): string {
  return ORDER_STATUS_COLORS[status as OrderStatusValue] ?? "gray";
}

export type OrderEventFields = { type: string; toStatus: string | null | undefined };

/** The title of one timeline entry: "Order created", "In production", "Refund"… */
export function orderEventTitle(event: OrderEventFields): string {
  if (event.type === "CREATED") return "Order created";
  if (event.type === "PAYMENT_FAILED") return "Payment failed";
  if (event.type === "REFUND") return "Refund";
  if (event.type === "NOTE") return "Note from the studio";
  if (event.toStatus) return orderStatusLabel(event.toStatus);
  return event.type.charAt(0) + event.type.slice(1).toLowerCase().replaceAll("_", " ");
}
