// Where a signed-in customer's orders are: the history, and each order's page (by global id; the
// server's e-mails link with the database id, which orderIdFromParam turns into the global id).

export const ORDER_HISTORY_PATH = "/account/order/history";

/** The page of one order in the account. */
export function accountOrderPath(orderId: string): string {
  return `${ORDER_HISTORY_PATH}/${encodeURIComponent(orderId)}`;
}

/** The order history narrowed by `filters` in the list-query language ("status~DELIVERED"). */
export function orderHistoryPathWithFilters(filters: string): string {
  return `${ORDER_HISTORY_PATH}?${new URLSearchParams({ filters })}`;
}

/** Where a signed-in customer starts an order. */
export const NEW_ORDER_PATH = "/account/order/new";
