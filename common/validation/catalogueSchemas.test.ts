import { describe, expect, it } from "vitest";
import { bundleSchema, contentEntrySchema, serviceSchema, soundtrackTrackSchema, voiceSampleSchema, voiceSchema } from "./catalogueSchemas.ts";
import { formValidator } from "./formErrors.ts";
import { isWebAddress } from "./rules.ts";

const service = {
  name: "Podcast intro",
  summary: "Intro and outro.",
  description: "We record it.",
  pricingModel: "FLAT",
  basePrice: 7900,
  includedWords: 60,
  perWordPrice: 0,
  turnaroundDays: 3,
  rushFee: 2500,
  rushTurnaroundDays: 1,
};

describe("serviceSchema", () => {
  it("trims text, turns empty optional fields into null and upper-cases the currency", () => {
    expect(serviceSchema.parse({ ...service, name: "  Podcast intro ", slug: "", currency: "usd" })).toMatchObject({ name: "Podcast intro", slug: null, currency: "USD" });
    expect(serviceSchema.parse(service)).toMatchObject({ slug: null, currency: null });
  });

  it("gives the specification's messages", () => {
    const errors = formValidator(serviceSchema)({ ...service, name: "", slug: "Bad Slug", pricingModel: "FREE", basePrice: -5, turnaroundDays: 2.5 });
    expect(errors).toEqual({
      name: "should not be empty",
      slug: "must contain only lower-case letters, digits and single hyphens",
      pricingModel: "must be one of the following values: PER_WORD, PER_PROMPT, FLAT, BUNDLE, QUOTE",
      basePrice: "must not be less than 0",
      turnaroundDays: "must be an integer number",
    });
  });
});

describe("bundle, voice and sample schemas", () => {
  it("checks bundle counts and keeps an empty description as text", () => {
    expect(bundleSchema.parse({ name: "Mega", messagesIncluded: 3, wordsPerMessage: 60, periodMonths: 12, price: 1000 }).description).toBe("");
    expect(formValidator(bundleSchema)({ name: "Mega", messagesIncluded: 0, wordsPerMessage: 60, periodMonths: 121, price: 1000 })).toEqual({
      messagesIncluded: "must not be less than 1",
      periodMonths: "must not be greater than 120",
    });
  });

  it("accepts BCP 47 tags, lower-cases styles and refuses duplicates", () => {
    const voice = { name: "Ann", languages: ["en-GB", "zh-Hans-CN", "es-419"], gender: "FEMALE", styles: ["Warm"], bio: "Bio", featured: false };
    expect(voiceSchema.parse(voice).styles).toEqual(["warm"]);
    expect(formValidator(voiceSchema)({ ...voice, languages: ["english"], styles: ["warm", "warm"] })).toEqual({
      "languages.0": "must be a language tag such as en-GB",
      styles: "must not contain duplicates",
    });
    expect(formValidator(voiceSchema)({ ...voice, languages: [] })).toEqual({ languages: "should not be empty" });
    expect(voiceSampleSchema.parse({ title: "Hello", language: "en-GB", style: "" }).style).toBeNull();
  });

  it("takes bpm as optional and checks its range", () => {
    expect(soundtrackTrackSchema.parse({ title: "T", mood: "calm", licence: "L" }).bpm).toBeNull();
    expect(formValidator(soundtrackTrackSchema)({ title: "T", mood: "calm", licence: "L", bpm: 5 })).toEqual({ bpm: "must not be less than 20" });
  });
});

describe("content entries and web addresses", () => {
  it("accepts http, https and ftp addresses with a host", () => {
    for (const url of ["https://example.com", "http://example.com:8080/a?b=c", "ftp://files.example.org/x", "https://192.168.1.1/"]) expect(isWebAddress(url), url).toBe(true);
    for (const url of ["javascript:alert(1)", "mailto:a@example.com", "https://localhost", "https://example.com:0", "example.com", `https://example.com/${"a".repeat(2100)}`, "https://exa mple.com"]) {
      expect(isWebAddress(url), url).toBe(false);
    }
  });

  it("validates an entry's kind, title and address", () => {
    expect(formValidator(contentEntrySchema)({ kind: "BLOG", title: "", url: "nope" })).toEqual({
      kind: "must be one of the following values: TEAM_MEMBER, PARTNER, FAQ, ON_AIR, PAGE",
      title: "should not be empty",
      url: "must be a URL address",
    });
    expect(contentEntrySchema.parse({ kind: "FAQ", title: "Q", url: "" })).toMatchObject({ url: null, body: "", subtitle: null });
  });
});
