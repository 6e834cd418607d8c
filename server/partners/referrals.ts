// What a referrer sees of the people they brought: enough to recognise them, not their address.
import type { Config } from "../config.ts";

/** "rita.referrer@example.com" → "r•••@example.com". */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return "•••";
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function referralLink(config: Pick<Config, "publicUrl">, code: string): string {
  return new URL(`/register?ref=${encodeURIComponent(code)}`, config.publicUrl).toString();
}

export type ReferralState = "SIGNED_UP" | "ORDERED" | "NOT_ELIGIBLE";

export function referralState(referral: { ineligibleReason: string | null; paidOrders: number }): ReferralState {
  if (referral.ineligibleReason) return "NOT_ELIGIBLE";
  return referral.paidOrders > 0 ? "ORDERED" : "SIGNED_UP";
}
