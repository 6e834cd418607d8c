// What the payments table lets the URL carry: the server's whitelist for `managePayments(filter:)`
// (server/payments/payment.graphql.ts, paymentListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";

export const PAYMENTS_PATH = "/manage/payments";

export const paymentsListSpec: ListSpec = {
  fields: ["status", "provider", "providerReference", "amount", "refundedAmount", "currency", "createdAt", "orderNumber"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["providerReference"],
};

export const PAYMENT_STATUS_LABELS = {
  PENDING: "Pending",
  REQUIRES_ACTION: "Needs action",
  SUCCEEDED: "Succeeded",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
  PARTIALLY_REFUNDED: "Partially refunded",
  REFUNDED: "Refunded",
} as const;
export type PaymentStatusValue = keyof typeof PAYMENT_STATUS_LABELS;

export const PAYMENT_STATUS_COLORS: Record<PaymentStatusValue, string> = {
  PENDING: "gray",
  REQUIRES_ACTION: "yellow",
  SUCCEEDED: "teal",
  FAILED: "red",
  CANCELLED: "gray",
  PARTIALLY_REFUNDED: "orange",
  REFUNDED: "orange",
};

export const PROVIDER_LABELS = { STRIPE: "Stripe", TEST: "Test gateway" } as const;

export const paymentsFilters: ListFilter[] = [
  {
    kind: "select",
    field: "status",
    label: "Status",
    placeholder: "Any status",
    options: (Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatusValue[]).map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
  },
  {
    kind: "select",
    field: "provider",
    label: "Provider",
    placeholder: "Any provider",
    options: [
      { value: "STRIPE", label: PROVIDER_LABELS.STRIPE },
      { value: "TEST", label: PROVIDER_LABELS.TEST },
    ],
  },
  { kind: "dateRange", field: "createdAt", label: "Created" },
];
