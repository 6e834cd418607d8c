// The expiry choices of a new API token, turned into the date the server is sent (it checks it).

export const API_TOKEN_EXPIRY_CHOICES = [
  { value: "never", label: "Never", days: null },
  { value: "30", label: "30 days", days: 30 },
  { value: "90", label: "90 days", days: 90 },
  { value: "365", label: "1 year", days: 365 },
] as const;

export type ApiTokenExpiryChoice = (typeof API_TOKEN_EXPIRY_CHOICES)[number]["value"];

/** The expiry a choice means from `now` (ISO), or null for never. */
export function expiresAtOf(choice: ApiTokenExpiryChoice, now = new Date()): string | null {
  const days = API_TOKEN_EXPIRY_CHOICES.find((option) => option.value === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}
