// Where the public pages send people. Only routes that exist are linked; the one forward link is
// the on-hold order wizard with the chosen plan, which the order work adds next.

/** The page of a service: its dedicated page where there is one, the general service page otherwise. */
export function servicePath(slug: string): string {
  return slug === "message-on-hold" ? "/services/message-on-hold/overview" : `/services/${encodeURIComponent(slug)}`;
}

/** The quote request, with the service (and optionally the voice) chosen. */
export function quotePath(serviceSlug?: string | null, voiceSlug?: string | null): string {
  const params = new URLSearchParams();
  if (serviceSlug) params.set("service", serviceSlug);
  if (voiceSlug) params.set("voice", voiceSlug);
  const query = params.toString();
  return query ? `/voice-contact?${query}` : "/voice-contact";
}

export const PAY_AS_YOU_GO_PLAN = "pay-as-you-go";

/** The message-on-hold order wizard with a plan chosen: a bundle's slug or pay-as-you-go. */
export function onHoldOrderPath(plan: string): string {
  return `/order/on-hold-message?plan=${encodeURIComponent(plan)}`;
}

export type CallToAction = { label: string; to: string };

/**
 * The button that starts a service. Until the order wizards exist, services are requested through
 * the quote form (prompts and voicemail included); message on hold leads to its plans.
 */
export function serviceCallToAction(slug: string): CallToAction {
  if (slug === "message-on-hold") return { label: "Compare on-hold plans", to: "/services/message-on-hold/bundles" };
  return { label: "Request a quote", to: quotePath(slug) };
}
