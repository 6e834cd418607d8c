// What each order status is called, on the server (the API's `statusLabel`, refusals, e-mails) and
// on the studio's and the customer's screens alike.

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
