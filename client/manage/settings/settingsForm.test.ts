import { describe, expect, it } from "vitest";
import { settingsFormValues, settingsInput, validateSettingsForm, type StoredSettings } from "./settingsForm.ts";

const stored: StoredSettings = {
  studioName: "Studiofront",
  description: "Order management",
  contactEmail: "studio@studiofront.example",
  contactPhone: "",
  address: "",
  country: "NL",
  currency: "EUR",
  vatNumber: "",
  wordsPerMinute: 150,
  freeRevisions: 2,
  revisionWindowDays: 14,
  extraRevisionPrice: 2500,
  approvalWindowDays: 14,
  audioLeadMs: 150,
  audioTailMs: 500,
  masterMaxMinutes: 30,
  referralRateBasisPoints: 1000,
  referralCommissionOn: "FIRST_ORDER",
  referralMonths: 12,
  commissionHoldingDays: 30,
  payoutMinimum: 5000,
  checkoutReminderHours: 24,
};

describe("the settings form", () => {
  it("shows the rate in percent and the minimum payout as an amount, and sends them back unchanged", () => {
    const values = settingsFormValues(stored);
    expect(values).toMatchObject({ referralRate: 10, masterMaxMinutes: 30, payoutMinimum: 50, extraRevisionPrice: 25 });
    expect(settingsInput(values)).toEqual(stored);
    expect(validateSettingsForm(values)).toEqual({});
  });

  it("converts what is typed", () => {
    const values = { ...settingsFormValues(stored), studioName: " Stemwerk ", referralRate: "12.5", masterMaxMinutes: "45", payoutMinimum: "25,10", extraRevisionPrice: "0", wordsPerMinute: "140", currency: "gbp" };
    expect(settingsInput(values)).toMatchObject({ studioName: "Stemwerk", referralRateBasisPoints: 1250, masterMaxMinutes: 45, payoutMinimum: 2510, extraRevisionPrice: 0, wordsPerMinute: 140, currency: "GBP" });
  });

  it("names what it cannot convert, and the bounds of the converted fields", () => {
    const values = { ...settingsFormValues(stored), wordsPerMinute: "", freeRevisions: 1.5, referralRate: 60, masterMaxMinutes: "", payoutMinimum: "1.234", extraRevisionPrice: "-5" };
    expect(validateSettingsForm(values)).toEqual({
      wordsPerMinute: "should not be empty",
      freeRevisions: "must be a whole number",
      referralRate: "must be between 0 and 50 %",
      masterMaxMinutes: "should not be empty",
      payoutMinimum: "must be an amount of at least 0 with at most 2 decimals",
      extraRevisionPrice: "must be an amount of at least 0 with at most 2 decimals",
    });
    expect(validateSettingsForm({ ...settingsFormValues(stored), referralRate: "12.345", masterMaxMinutes: "2.5" })).toEqual({
      referralRate: "must have at most 2 decimals",
      masterMaxMinutes: "must be a whole number",
    });
  });
});
