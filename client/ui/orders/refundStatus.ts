// What a refund's status reads as, to the customer and to the studio alike.
export const REFUND_STATUS_LABELS: Record<string, string> = {
  REQUESTED: "Requested",
  PENDING: "On its way",
  SUCCEEDED: "Refunded",
  FAILED: "Failed",
};

export function refundStatusLabel(status: string): string {
  return REFUND_STATUS_LABELS[status] ?? status;
}
