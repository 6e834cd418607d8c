import { describe, expect, it } from "vitest";
import {
  bundleFormValues,
  bundleInput,
  emptyBundleForm,
  emptyServiceForm,
  serviceFormValues,
  serviceInput,
  validateBundleForm,
  validateServiceForm,
  type ServiceFormValues,
} from "./serviceForm.ts";

const prompts: ServiceFormValues = {
  ...emptyServiceForm(),
  name: "Telephone voice prompts",
  slug: "telephone-voice-prompts",
  summary: "IVR prompts",
  description: "Every prompt of your phone menu.",
  pricingModel: "PER_PROMPT",
  basePrice: 29,
  includedWords: 25,
  perWordPrice: 0.6,
  rushFee: "49.00",
};

describe("service form", () => {
  it("sends prices as minor units", () => {
    expect(serviceInput(prompts, "EUR")).toMatchObject({ basePrice: 2900, perWordPrice: 60, rushFee: 4900, includedWords: 25, slug: "telephone-voice-prompts" });
    expect(validateServiceForm(prompts, "EUR")).toEqual({});
  });

  it("shows stored minor units as decimal amounts", () => {
    const values = serviceFormValues({
      name: "Voicemail",
      slug: "voicemail",
      summary: "s",
      description: "d",
      pricingModel: "FLAT",
      basePrice: 3950,
      includedWords: 0,
      perWordPrice: 0,
      turnaroundDays: 2,
      rushFee: 2900,
      rushTurnaroundDays: 1,
      active: true,
      currency: "EUR",
    });
    expect(values).toMatchObject({ basePrice: 39.5, rushFee: 29, pricingModel: "FLAT" });
    expect(serviceInput(values, "EUR").basePrice).toBe(3950);
  });

  it("explains amounts and fields the server would refuse", () => {
    const errors = validateServiceForm({ ...prompts, name: " ", basePrice: "12.345", rushFee: "", turnaroundDays: "" }, "EUR");
    expect(errors).toEqual({
      name: "should not be empty",
      basePrice: "must be an amount of at least 0 with at most 2 decimals",
      rushFee: "should not be empty",
      turnaroundDays: "should not be empty",
    });
    expect(validateServiceForm({ ...prompts, slug: "Not A Slug" }, "EUR").slug).toBe("must contain only lower-case letters, digits and single hyphens");
  });

  it("sends no price for a service priced on request", () => {
    const quoted = { ...prompts, pricingModel: "QUOTE" as const, basePrice: "" };
    expect(validateServiceForm(quoted, "EUR")).toEqual({});
    expect(serviceInput(quoted, "EUR")).toMatchObject({ basePrice: 0, perWordPrice: 0, includedWords: 0 });
  });
});

describe("bundle form", () => {
  const stored = {
    serviceId: "U2VydmljZTox",
    name: "On-hold Starter",
    slug: "on-hold-starter",
    description: "3 messages",
    messagesIncluded: 3,
    wordsPerMessage: 60,
    periodMonths: 12,
    programmeSeconds: 120,
    introSeconds: 5,
    gapSeconds: 8,
    price: 17900,
    currency: "EUR",
    active: true,
    position: 0,
  };

  it("round-trips a stored bundle", () => {
    const values = bundleFormValues(stored);
    expect(values.price).toBe(179);
    expect(bundleInput(values, "EUR")).toMatchObject({ price: 17900, messagesIncluded: 3, serviceId: "U2VydmljZTox", programmeSeconds: 120, introSeconds: 5, gapSeconds: 8 });
    expect(validateBundleForm(values, "EUR")).toEqual({});
  });

  it("starts a new bundle with the standard programme layout", () => {
    expect(emptyBundleForm("U2VydmljZTox", 2)).toMatchObject({ programmeSeconds: 180, introSeconds: 4, gapSeconds: 6 });
  });

  it("keeps the programme's settings within their bounds, in whole seconds, with room for a message", () => {
    const values = bundleFormValues(stored);
    expect(validateBundleForm({ ...values, programmeSeconds: 20, introSeconds: 1, gapSeconds: 61 }, "EUR")).toEqual({
      programmeSeconds: "must not be less than 30",
      introSeconds: "must not be less than 2",
      gapSeconds: "must not be greater than 60",
    });
    expect(validateBundleForm({ ...values, programmeSeconds: "", introSeconds: 4.5 }, "EUR")).toEqual({ programmeSeconds: "should not be empty", introSeconds: "must be an integer number" });
    expect(validateBundleForm({ ...values, programmeSeconds: 40, introSeconds: 30, gapSeconds: 10 }, "EUR")).toEqual({
      programmeSeconds: "must be longer than the intro and one gap together (40 s)",
    });
  });

  it("needs a service, a price and whole counts", () => {
    const errors = validateBundleForm({ ...bundleFormValues(stored), serviceId: null, price: "", messagesIncluded: 0 }, "EUR");
    expect(errors).toEqual({ serviceId: "should not be empty", price: "should not be empty", messagesIncluded: "must not be less than 1" });
  });
});
