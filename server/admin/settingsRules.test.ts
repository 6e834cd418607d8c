import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { defaultSettings } from "./settings.ts";
import { changedSettings, cleanSettings, type SettingsInput } from "./settingsRules.ts";

function problems(input: SettingsInput, current = defaultSettings): Record<string, string> {
  try {
    cleanSettings(input, current);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.fields.map((field) => [field.path.join("."), field.message]));
  }
  return {};
}

describe("cleanSettings", () => {
  it("keeps what is left out or null and cleans what is given", () => {
    const next = cleanSettings(
      { studioName: "  Stemwerk Studio ", contactEmail: " hello@stemwerk.example ", currency: "gbp", country: "de", vatNumber: "de 123.456.789", wordsPerMinute: 160, description: null },
      defaultSettings,
    );
    expect(next).toEqual({
      ...defaultSettings,
      studioName: "Stemwerk Studio",
      contactEmail: "hello@stemwerk.example",
      currency: "GBP",
      country: "DE",
      vatNumber: "DE123456789",
      wordsPerMinute: 160,
    });
    expect(cleanSettings({}, defaultSettings)).toEqual(defaultSettings);
  });

  it("accepts every bound itself", () => {
    const lowest = { wordsPerMinute: 80, freeRevisions: 0, revisionWindowDays: 1, approvalWindowDays: 1, audioLeadMs: 0, audioTailMs: 0, masterMaxMinutes: 1, referralRateBasisPoints: 0, referralMonths: 1, commissionHoldingDays: 0, payoutMinimum: 0 };
    const highest = { wordsPerMinute: 250, freeRevisions: 10, revisionWindowDays: 90, approvalWindowDays: 90, audioLeadMs: 2000, audioTailMs: 2000, masterMaxMinutes: 180, referralRateBasisPoints: 5000, referralMonths: 60, commissionHoldingDays: 365, payoutMinimum: 1_000_000 };
    expect(cleanSettings(lowest, defaultSettings)).toMatchObject(lowest);
    expect(cleanSettings(highest, defaultSettings)).toMatchObject(highest);
    expect(cleanSettings({ studioName: "x".repeat(100), description: "", contactPhone: "", address: "", vatNumber: "" }, defaultSettings).studioName).toHaveLength(100);
  });

  it("names every problem at once, each as input.<key>", () => {
    expect(
      problems({
        studioName: "   ",
        description: "x".repeat(301),
        contactEmail: "not an address",
        contactPhone: "1".repeat(41),
        address: "x".repeat(501),
        country: "XX",
        currency: "JPY",
        wordsPerMinute: 79,
        freeRevisions: 11,
        revisionWindowDays: 0,
        approvalWindowDays: 91,
        audioLeadMs: -1,
        audioTailMs: 2001,
        masterMaxMinutes: 0,
        referralRateBasisPoints: 5001,
        referralCommissionOn: "EVERY_ORDER" as never,
        referralMonths: 61,
        commissionHoldingDays: 366,
        payoutMinimum: 1_000_001,
      }),
    ).toEqual({
      "input.studioName": "should not be empty",
      "input.description": "must be shorter than or equal to 300 characters",
      "input.contactEmail": "must be an email",
      "input.contactPhone": "must be shorter than or equal to 40 characters",
      "input.address": "must be shorter than or equal to 500 characters",
      "input.country": "must be a two-letter ISO country code",
      "input.currency": "must be one of the following values: EUR, GBP, USD, CHF, SEK, DKK, NOK, PLN",
      "input.wordsPerMinute": "must not be less than 80",
      "input.freeRevisions": "must not be greater than 10",
      "input.revisionWindowDays": "must not be less than 1",
      "input.approvalWindowDays": "must not be greater than 90",
      "input.audioLeadMs": "must not be less than 0",
      "input.audioTailMs": "must not be greater than 2000",
      "input.masterMaxMinutes": "must not be less than 1",
      "input.referralRateBasisPoints": "must not be greater than 5000",
      "input.referralCommissionOn": "must be one of the following values: FIRST_ORDER, ORDERS_WITHIN_MONTHS",
      "input.referralMonths": "must not be greater than 60",
      "input.commissionHoldingDays": "must not be greater than 365",
      "input.payoutMinimum": "must not be greater than 1000000",
    });
    expect(problems({ contactEmail: "" })).toEqual({ "input.contactEmail": "should not be empty" });
    expect(problems({ studioName: "x".repeat(101) })).toEqual({ "input.studioName": "must be shorter than or equal to 100 characters" });
    expect(problems({ masterMaxMinutes: 181, wordsPerMinute: 150.5 })).toEqual({
      "input.masterMaxMinutes": "must not be greater than 180",
      "input.wordsPerMinute": "must be an integer number",
    });
  });

  it("wants a VAT number that suits the studio's country, the new one when it changes", () => {
    expect(problems({ vatNumber: "DE123456789" })).toEqual({ "input.vatNumber": "must start with NL, the prefix of the studio's country" });
    expect(problems({ vatNumber: "12" })).toEqual({ "input.vatNumber": "must start with the two-letter country prefix, followed by 2 to 14 letters or digits" });
    expect(cleanSettings({ vatNumber: "NL853247123B01" }, defaultSettings).vatNumber).toBe("NL853247123B01");
    const dutch = { ...defaultSettings, vatNumber: "NL853247123B01" };
    expect(problems({ country: "BE" }, dutch)).toEqual({ "input.vatNumber": "must start with BE, the prefix of the studio's country" });
    expect(cleanSettings({ country: "BE", vatNumber: "" }, dutch)).toMatchObject({ country: "BE", vatNumber: "" });
    expect(cleanSettings({ country: "GR", vatNumber: "EL123456789" }, dutch).vatNumber).toBe("EL123456789");
    // Outside the EU the prefix is not checked against the country.
    expect(cleanSettings({ country: "CH", vatNumber: "CHE123456789" }, dutch).country).toBe("CH");
  });
});

describe("changedSettings", () => {
  it("names the keys whose values differ", () => {
    expect(changedSettings(defaultSettings, { ...defaultSettings })).toEqual([]);
    expect(changedSettings(defaultSettings, { ...defaultSettings, studioName: "New", wordsPerMinute: 140 })).toEqual(["studioName", "wordsPerMinute"]);
  });
});
