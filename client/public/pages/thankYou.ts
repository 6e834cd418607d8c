// What the thank-you page says after each form: a heading, what happens next, and where to go.
// The server's own confirmation (the mutation's message) leads when the page has it; `fallback`
// says the same when the page is opened directly.
import type { CallToAction } from "../shared/links.ts";

export type ThankYouSource = "contact" | "quote" | "partnership";

export type ThankYouCopy = { title: string; fallback: string; next: string; actions: CallToAction[] };

const COPY: Record<ThankYouSource, ThankYouCopy> = {
  contact: {
    title: "Thank you for your message",
    fallback: "We will reply within one working day.",
    next: "A copy of your message is on its way to your e-mail address. If you asked about a recording, keep your script at hand for when we get back to you.",
    actions: [
      { label: "Back to the home page", to: "/" },
      { label: "Browse our services", to: "/services" },
    ],
  },
  quote: {
    title: "Your quote request is on its way",
    fallback: "We will send you a quote within one working day.",
    next: "We check your script, languages and deadline and reply with a fixed price and a delivery date. Once you accept the quote, you pay it online and we start recording.",
    actions: [
      { label: "Listen to our voices", to: "/about/voices" },
      { label: "Read the FAQ", to: "/faq" },
    ],
  },
  partnership: {
    title: "Thank you for your interest in working together",
    fallback: "We will be in touch within two working days.",
    next: "Our partnership team reviews your enquiry and contacts you to talk about terms and getting you set up. In the meantime you can create your account.",
    actions: [
      { label: "Create your account", to: "/register" },
      { label: "Meet our partners", to: "/about/partners" },
    ],
  },
};

const GENERIC: ThankYouCopy = {
  title: "Thank you",
  fallback: "We have received your request and will be in touch soon.",
  next: "",
  actions: [{ label: "Back to the home page", to: "/" }],
};

export function thankYouCopy(from: string | null): ThankYouCopy {
  return Object.hasOwn(COPY, from ?? "") ? COPY[from as ThankYouSource] : GENERIC;
}

export function thankYouPath(from: ThankYouSource): string {
  return `/thank-you?from=${from}`;
}
