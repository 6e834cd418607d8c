// The bot-check widget's states (seed.md §4) and the messages of the error catalogue (§8), and
// what a form says when it is submitted in each state.

export type AltchaState = "unverified" | "verifying" | "verified" | "expired" | "error" | "code";

export const ALTCHA_STATES: readonly AltchaState[] = ["unverified", "verifying", "verified", "expired", "error", "code"];

export const altchaMessages = {
  label: "I'm not a robot",
  required: "Verification required!",
  waiting: "Verifying... please wait.",
  expired: "Verification expired. Try again.",
  failed: "Verification failed. Try again later.",
  verified: "Verified",
  verifying: "Verifying...",
  code: "Enter the code shown to finish the verification.",
} as const;

export function isAltchaState(value: unknown): value is AltchaState {
  return typeof value === "string" && (ALTCHA_STATES as readonly string[]).includes(value);
}

/** The form error for the bot-check field, or null when the form may be submitted. */
export function altchaValidationError(state: AltchaState, payload: string | null | undefined): string | null {
  switch (state) {
    case "verified":
      return payload ? null : altchaMessages.required;
    case "verifying":
      return altchaMessages.waiting;
    case "expired":
      return altchaMessages.expired;
    case "error":
      return altchaMessages.failed;
    default:
      return altchaMessages.required;
  }
}

/** The line shown under the widget for its current state (null: nothing to say). */
export function altchaStatusMessage(state: AltchaState): { text: string; tone: "info" | "success" | "error" } | null {
  switch (state) {
    case "verifying":
      return { text: altchaMessages.verifying, tone: "info" };
    case "verified":
      return { text: altchaMessages.verified, tone: "success" };
    case "expired":
      return { text: altchaMessages.expired, tone: "error" };
    case "error":
      return { text: altchaMessages.failed, tone: "error" };
    case "code":
      return { text: altchaMessages.code, tone: "info" };
    default:
      return null;
  }
}
