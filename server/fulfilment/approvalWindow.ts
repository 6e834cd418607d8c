// A delivered order counts as approved once the studio's approval window has passed without an
// answer: the customer may approve it (or ask for a revision) before then.
import type { StudioSettings } from "../admin/settings.ts";

const DAY_MS = 86_400_000;

export function approvalDeadline(deliveredAt: Date, rules: Pick<StudioSettings, "approvalWindowDays">): Date {
  return new Date(deliveredAt.getTime() + rules.approvalWindowDays * DAY_MS);
}

/** Orders delivered before this moment are approved automatically. */
export function autoApprovalCutoff(now: Date, rules: Pick<StudioSettings, "approvalWindowDays">): Date {
  return new Date(now.getTime() - rules.approvalWindowDays * DAY_MS);
}
