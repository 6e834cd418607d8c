// What the thank-you page says after each form.
import type { CallToAction } from "../shared/links.ts";

export type ThankYouSource = "contact" | "quote" | "partnership";

export type ThankYouCopy = { title: string; text: string; actions: CallToAction[] };

const COPY: Record<ThankYouSource, ThankYouCopy> = {
  contact: {
    title: "Thank you for your message",
    text: "A producer reads every message and answers within one working day. We have sent a copy of your message to your e-mail address.",
    actions: [
      { label: "Back to the home page", to: "/" },
      { label: "Browse our services", to: "/services" },
    ],
  },
  quote: {
    title: "Your quote request is on its way",
    text: "We check your script, languages and deadline and reply with a fixed price and a delivery date, usually within one working day. Once you accept the quote, you can pay it online and we start recording.",
    actions: [
      { label: "Listen to our voices", to: "/about/voices" },
      { label: "Read the FAQ", to: "/faq" },
    ],
  },
  partnership: {
    title: "Thank you for your interest in working together",
    text: "Our partnership team reviews your enquiry and contacts you within two working days to talk about terms and getting you set up.",
    actions: [
      { label: "Create your account", to: "/register" },
      { label: "Meet our partners", to: "/about/partners" },
    ],
  },
};

export function thankYouCopy(from: string | null): ThankYouCopy {
  return COPY[(from ?? "") as ThankYouSource] ?? {
    title: "Thank you",
    text: "We have received your request and will be in touch soon.",
    actions: [{ label: "Back to the home page", to: "/" }],
  };
}

export function thankYouPath(from: ThankYouSource): string {
  return `/thank-you?from=${from}`;
}
