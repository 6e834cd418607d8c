// What the order history lets the URL carry: the server's whitelist for `viewer.orders(filter:)`
// (server/orders/orderDesk.graphql.ts, customerOrderListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { ORDER_STATUS_LABELS, type OrderStatusValue } from "../../../common/orders/orderStatus.ts";

export const orderHistoryListSpec: ListSpec = {
  fields: ["number", "status", "service", "serviceName", "voice", "rush", "total", "currency", "createdAt", "placedAt", "paidAt", "dueAt", "deliveredAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  // An order number matches exactly; any text also matches the service's and the voice's name.
  searchFields: [{ field: "number", operator: "EQUAL", when: /^\d{1,9}$/ }, "serviceName", "voice"],
};

/** The states a customer's placed order can be in (drafts stay in the order form). */
const CUSTOMER_STATUSES: OrderStatusValue[] = [
  "QUOTE_REQUESTED",
  "PENDING_PAYMENT",
  "PAID",
  "IN_PRODUCTION",
  "DELIVERED",
  "REVISION_REQUESTED",
  "COMPLETED",
  "PARTIALLY_REFUNDED",
  "REFUNDED",
  "CANCELLED",
];

export function orderHistoryFilters(services: ReadonlyArray<{ readonly slug: string; readonly name: string }>): ListFilter[] {
  return [
    {
      kind: "select",
      field: "status",
      label: "Status",
      placeholder: "Any status",
      options: CUSTOMER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
    },
    {
      kind: "select",
      field: "service",
      label: "Service",
      placeholder: "Any service",
      options: services.map((service) => ({ value: service.slug, label: service.name })),
    },
    { kind: "dateRange", field: "createdAt", label: "Ordered" },
  ];
}
