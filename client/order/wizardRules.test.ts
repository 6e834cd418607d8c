import { describe, expect, it } from "vitest";
import { emptyDraft, type OrderDraft } from "../../common/orders/orderDraft.ts";
import { withGreetingFields } from "./greetingTemplates.ts";
import { wizardSteps } from "./wizardDraft.ts";
import { GAPS_MESSAGE, draftPath, fieldsOfStep, limitErrors, plainMessage, quoteItems, stepFieldErrors, stepOfField, type WizardLimits } from "./wizardRules.ts";
import { maxWordsFor } from "../../common/orders/limits.ts";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
const noLimits: WizardLimits = { plan: null, maxWords: 0, fillGaps: false };

function onHold(count: number): OrderDraft {
  return { ...emptyDraft("message-on-hold"), bundle: "on-hold-business", trackId: "t1", items: Array.from({ length: count }, (_, i) => ({ name: `Message ${i + 1}`, text: "Hello there." })) };
}
const voicemail = (text: string): OrderDraft => ({ ...emptyDraft("mobile-voicemail"), items: [{ name: "Standard greeting", text }] });

describe("maxWordsFor", () => {
  it("limits words only for a flat price without a per-word price", () => {
    expect(maxWordsFor({ pricingModel: "FLAT", includedWords: 40, perWordPrice: 0 })).toBe(40);
    expect(maxWordsFor({ pricingModel: "FLAT", includedWords: 40, perWordPrice: 10 })).toBe(0);
    expect(maxWordsFor({ pricingModel: "PER_PROMPT", includedWords: 25, perWordPrice: 0 })).toBe(0);
    expect(maxWordsFor({ pricingModel: "FLAT", includedWords: 0, perWordPrice: 0 })).toBe(0);
  });
});

describe("limitErrors", () => {
  it("stops more messages than the plan includes, at the list", () => {
    const limits = { ...noLimits, plan: { name: "On-hold Business", messagesIncluded: 6 } };
    expect(limitErrors(onHold(6), limits)).toEqual({});
    expect(limitErrors(onHold(7), limits)).toEqual({ items: "The On-hold Business plan includes 6 messages: remove 1 message or choose a bigger plan." });
  });

  it("stops a greeting over its words, at its text", () => {
    const limits = { ...noLimits, maxWords: 40 };
    expect(limitErrors(voicemail(words(40)), limits)).toEqual({});
    expect(limitErrors(voicemail(words(45)), limits)).toEqual({ "items.0.text": "A greeting can have at most 40 words (this one has 45): remove 5 words." });
  });

  it("asks for the gaps to be filled in when the wizard says so", () => {
    const draft = voicemail("I'm away until [date].");
    expect(limitErrors(draft, noLimits)).toEqual({});
    expect(limitErrors(draft, { ...noLimits, fillGaps: true })).toEqual({ "items.0.text": GAPS_MESSAGE });
  });
});

describe("server messages", () => {
  it("reads in plain words, without paths", () => {
    expect(plainMessage("can have at most 40 words (it has 45)")).toBe("Can have at most 40 words (it has 45).");
    expect(plainMessage("draft.items: The On-hold Business plan includes 6 messages.")).toBe("The On-hold Business plan includes 6 messages.");
  });

  it("go back to the item they are about when empty items were not quoted", () => {
    const { items, positions } = quoteItems([
      { name: "a", text: "" },
      { name: "b", text: "Hello" },
      { name: "c", text: "  " },
      { name: "d", text: "Bye" },
    ]);
    expect(items.map((item) => item.name)).toEqual(["b", "d"]);
    expect(positions).toEqual([1, 3]);
    expect(draftPath("items.1.text", positions)).toBe("items.3.text");
    expect(draftPath("items", positions)).toBe("items");
    expect(draftPath("language", positions)).toBe("language");
  });
});

describe("step errors", () => {
  it("belong to the step whose fields show them", () => {
    expect(stepOfField("items.3.text")).toBe("script");
    expect(stepOfField("trackId")).toBe("script");
    expect(stepOfField("voiceId")).toBe("voice");
    expect(stepOfField("fileFormats")).toBe("delivery");
    expect(stepOfField("service")).toBeNull();
  });

  it("show a voicemail's list message at the greeting, once", () => {
    expect(fieldsOfStep({ items: "Add at least one greeting." }, "script", "mobile-voicemail")).toEqual({ "items.0.text": "Add at least one greeting." });
    expect(fieldsOfStep({ "items.0.text": "First.", items: "Second." }, "script", "mobile-voicemail")).toEqual({ "items.0.text": "First." });
  });

  it("say the same thing once when the wizard and the server both refuse it", () => {
    const [script] = wizardSteps("mobile-voicemail");
    const errors = stepFieldErrors(script, "mobile-voicemail", {
      draft: voicemail(words(45)),
      limits: { ...noLimits, maxWords: 40, fillGaps: true },
      server: { "items.0.text": "can have at most 40 words (it has 45)" },
    });
    expect(errors).toEqual({ "items.0.text": "A greeting can have at most 40 words (this one has 45): remove 5 words." });
  });

  it("keep the server's own messages, in plain words, and leave out the rules until asked", () => {
    const [script] = wizardSteps("message-on-hold");
    const draft = { ...onHold(7), trackId: null };
    const sources = { draft, limits: noLimits, server: { items: "The On-hold Business plan includes 6 messages." } };
    expect(stepFieldErrors(script, "message-on-hold", sources)).toEqual({ items: "The On-hold Business plan includes 6 messages.", trackId: "Choose a music bed." });
    expect(stepFieldErrors(script, "message-on-hold", sources, false)).toEqual({ items: "The On-hold Business plan includes 6 messages." });
  });
});

describe("withGreetingFields", () => {
  const guest = { name: "Guest Person", company: "" };
  const profile = { name: "Cora Customer", company: "Acme" };
  it("rewrites an untouched template for the new name and company", () => {
    const item = { name: "Standard greeting", text: "Hello, you've reached Guest Person. I can't take your call right now. Please leave your name, number and a short message, and I'll call you back as soon as I can." };
    expect(withGreetingFields(item, guest, profile).text).toContain("Cora Customer at Acme");
  });
  it("keeps text written by hand", () => {
    const item = { name: "Standard greeting", text: "Hi, Guest Person here." };
    expect(withGreetingFields(item, guest, profile)).toBe(item);
    const own = { name: "Own greeting", text: "Anything" };
    expect(withGreetingFields(own, guest, profile)).toBe(own);
  });
});
