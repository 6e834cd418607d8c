// How an order's states read and look, for the studio's and the customer's screens alike.

export const ORDER_STATUS_LABELS = {
  QUOTE_REQUESTED: "Quote requested",
  DRAFT: "Draft",
  PENDING_PAYMENT: "Awaiting payment",
  PAID: "Paid",
  IN_PRODUCTION: "In production",
  DELIVERED: "Delivered",
  REVISION_REQUESTED: "Revision requested",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  REFUNDED: "Refunded",
  PARTIALLY_REFUNDED: "Partially refunded",
} as const;
export type OrderStatusValue = keyof typeof ORDER_STATUS_LABELS;

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
