// The services with an order wizard, and where every other service is ordered instead.
export const WIZARD_SERVICES = ["telephone-voice-prompts", "message-on-hold", "mobile-voicemail"] as const;
export type WizardService = (typeof WIZARD_SERVICES)[number];

export function isWizardService(slug: string): slug is WizardService {
  return (WIZARD_SERVICES as readonly string[]).includes(slug);
}

/** Each wizard's address (message on hold's reads as what the customer orders: an on-hold message). */
export const WIZARD_PATHS: Record<WizardService, string> = {
  "telephone-voice-prompts": "/order/telephone-voice-prompts",
  "message-on-hold": "/order/on-hold-message",
  "mobile-voicemail": "/order/mobile-voicemail",
};

/** Where a service is ordered: its wizard, or the quote request for anything priced on request. */
export function orderPathFor(slug: string): string {
  return isWizardService(slug) ? WIZARD_PATHS[slug] : `/voice-contact?service=${encodeURIComponent(slug)}`;
}

/** What one item of each wizard is called, for headings and messages. */
export const ITEM_NOUNS: Record<WizardService, { one: string; many: string; name: string }> = {
  "telephone-voice-prompts": { one: "prompt", many: "prompts", name: "File name" },
  "message-on-hold": { one: "message", many: "messages", name: "Title" },
  "mobile-voicemail": { one: "greeting", many: "greetings", name: "Greeting" },
};

/** Most items one order may hold (a bundle may lower it to its message count). */
export const MAX_ITEMS: Record<WizardService, number> = {
  "telephone-voice-prompts": 100,
  "message-on-hold": 12,
  "mobile-voicemail": 1,
};

/** Drafts untouched for this long expire: prices and voices may have changed since. */
export const DRAFT_LIFETIME_DAYS = 30;
