// Where the public pages send people: a service's page, the quote request, and the order wizards
// (telephone prompts, message on hold with the plan chosen, voicemail greeting).
import { isWizardService, orderPathFor } from "../../../common/orders/wizards.ts";

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
 * The button that starts a service: its order wizard (prompts, message on hold, voicemail), or the
 * quote request for everything priced on request.
 */
export function serviceCallToAction(slug: string): CallToAction {
  if (isWizardService(slug)) return { label: "Order online", to: orderPathFor(slug) };
  return { label: "Request a quote", to: quotePath(slug) };
}
