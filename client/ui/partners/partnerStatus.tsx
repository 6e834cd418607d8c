// The partner programme's states in words and as badges (the account's referrals page and the
// studio's payout and referral tables): payouts, commissions, referred people and ledger entries.
// Light badges take their text shade from the theme (client/app/theme.ts).
import { Badge } from "@mantine/core";

export const PAYOUT_STATUS_LABELS = { REQUESTED: "Requested", APPROVED: "Approved", PAID: "Paid", REJECTED: "Rejected" } as const;
export type PayoutStatusValue = keyof typeof PAYOUT_STATUS_LABELS;
const PAYOUT_STATUS_COLORS: Record<PayoutStatusValue, string> = { REQUESTED: "yellow", APPROVED: "studio", PAID: "teal", REJECTED: "red" };

export const COMMISSION_STATUS_LABELS = { PENDING: "Pending", APPROVED: "Approved", PAID: "Paid", VOID: "Void", CLAWED_BACK: "Clawed back" } as const;
export type CommissionStatusValue = keyof typeof COMMISSION_STATUS_LABELS;
const COMMISSION_STATUS_COLORS: Record<CommissionStatusValue, string> = { PENDING: "yellow", APPROVED: "studio", PAID: "teal", VOID: "gray", CLAWED_BACK: "orange" };

export const REFERRAL_STATE_LABELS = { SIGNED_UP: "Signed up", ORDERED: "Ordered", NOT_ELIGIBLE: "Not eligible" } as const;
export type ReferralStateValue = keyof typeof REFERRAL_STATE_LABELS;
const REFERRAL_STATE_COLORS: Record<ReferralStateValue, string> = { SIGNED_UP: "gray", ORDERED: "teal", NOT_ELIGIBLE: "orange" };

/** What each ledger entry is, in words. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  COMMISSION: "Commission approved",
  CLAWBACK: "Commission clawed back (refund)",
  PAYOUT: "Payout",
  PAYOUT_RETURNED: "Payout returned to your balance",
  ADJUSTMENT: "Adjustment by the studio",
};

function StatusBadge<V extends string>({ value, labels, colors }: { value: string; labels: Record<V, string>; colors: Record<V, string> }) {
  const known = value in labels ? (value as V) : null;
  return (
    <Badge variant="light" color={known ? colors[known] : "gray"}>
      {known ? labels[known] : value}
    </Badge>
  );
}

export function PayoutStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={status} labels={PAYOUT_STATUS_LABELS} colors={PAYOUT_STATUS_COLORS} />;
}

export function CommissionStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={status} labels={COMMISSION_STATUS_LABELS} colors={COMMISSION_STATUS_COLORS} />;
}

export function ReferralStateBadge({ state }: { state: string }) {
  return <StatusBadge value={state} labels={REFERRAL_STATE_LABELS} colors={REFERRAL_STATE_COLORS} />;
}
