// How long a commission waits after the referred person pays, in words the partner reads on the
// referral screen; a holding period of zero days means the commission is approved the day the
// payment is made, which "0 days after payment" says badly.
export function commissionApprovalWording(holdingDays: number): string {
  if (holdingDays <= 0) return "the same day as payment";
  return `${holdingDays} ${holdingDays === 1 ? "day" : "days"} after payment`;
}
