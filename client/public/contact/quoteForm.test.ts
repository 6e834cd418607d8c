import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../../common/validation/contactSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { durationText, quoteInput, serviceOptions, type QuoteFormValues } from "./quoteForm.ts";

const values: QuoteFormValues = {
  name: " Ann ",
  email: "ann@example.com",
  phone: "",
  company: "Northwind",
  serviceSlug: "bilingual-voice-over",
  languages: ["Dutch", " French "],
  lengthKind: "words",
  wordCount: 240,
  durationSeconds: 90,
  deadline: null,
  script: null,
  notes: "",
  altcha: "payload",
};

describe("quote form", () => {
  it("sends only the chosen measure of length", () => {
    expect(quoteInput(values)).toEqual({
      name: "Ann",
      email: "ann@example.com",
      phone: null,
      company: "Northwind",
      serviceSlug: "bilingual-voice-over",
      languages: ["Dutch", "French"],
      wordCount: 240,
      durationSeconds: null,
      deadline: null,
      notes: null,
      altcha: "payload",
    });
    expect(quoteInput({ ...values, lengthKind: "duration", wordCount: "" })).toMatchObject({ wordCount: null, durationSeconds: 90 });
    expect(quoteInput({ ...values, wordCount: "" }).wordCount).toBeNull();
    // A language left with its separator, or two in one, are split and counted once.
    expect(quoteInput({ ...values, languages: ["Dutch", "English,", "German, Dutch"] }).languages).toEqual(["Dutch", "English", "German"]);
  });

  it("is checked with the shared rules", () => {
    expect(formValidator(quoteRequestSchema)(quoteInput(values))).toEqual({});
    const errors = formValidator(quoteRequestSchema)(quoteInput({ ...values, serviceSlug: "", languages: [], email: "nope", deadline: "2001-01-01" }));
    expect(errors).toMatchObject({ serviceSlug: "should not be empty", languages: "should not be empty", email: "must be an email", deadline: "must not be in the past" });
  });

  it("groups services priced on request first", () => {
    expect(
      serviceOptions([
        { slug: "prompts", name: "Prompts", pricingModel: "PER_PROMPT" },
        { slug: "bilingual", name: "Bilingual", pricingModel: "QUOTE" },
      ]),
    ).toEqual([
      { group: "Priced on request", items: [{ value: "bilingual", label: "Bilingual" }] },
      { group: "Other services", items: [{ value: "prompts", label: "Prompts" }] },
    ]);
  });

  it("reads a duration in minutes and seconds", () => {
    expect(durationText(90)).toBe("1 min 30 s");
    expect(durationText(120)).toBe("2 min");
    expect(durationText(45)).toBe("45 s");
    expect(durationText("")).toBeNull();
  });
});
