import { describe, expect, it } from "vitest";
import { contactMessageSchema, isCalendarDate, partnershipEnquirySchema, quoteRequestSchema } from "./contactSchemas.ts";
import { formValidator } from "./formErrors.ts";

describe("isCalendarDate", () => {
  it("accepts existing YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("1/2/2027")).toBe(false);
  });
});

describe("contact form schemas", () => {
  it("lower-cases the e-mail address and drops empty optional fields", () => {
    expect(contactMessageSchema.parse({ name: " Ann ", email: "Ann@Example.COM", phone: "", company: "", message: "Hi" })).toEqual({
      name: "Ann",
      email: "ann@example.com",
      phone: null,
      company: null,
      message: "Hi",
    });
  });

  it("checks a quote request's languages, numbers and deadline", () => {
    const quote = { name: "Q", email: "q@example.com", serviceSlug: "bilingual-voice-over", languages: ["en-GB"] };
    const today = new Date().toISOString().slice(0, 10);
    expect(quoteRequestSchema.parse({ ...quote, deadline: today })).toMatchObject({ deadline: today, wordCount: null, durationSeconds: null, notes: null });
    expect(formValidator(quoteRequestSchema)({ ...quote, languages: [], wordCount: -1, durationSeconds: 1.5, deadline: "2001-01-01" })).toEqual({
      languages: "should not be empty",
      wordCount: "must not be less than 1",
      durationSeconds: "must be an integer number",
      deadline: "must not be in the past",
    });
  });

  it("requires a partnership enquiry's company and programme", () => {
    expect(formValidator(partnershipEnquirySchema)({ name: "P", email: "p@example.com", company: "", programme: "FRANCHISE", message: "Hi", website: "ftp://x" })).toEqual({
      company: "should not be empty",
      programme: "must be one of the following values: RESELLER, REFERRAL, AGENCY",
      website: "must be a URL address",
    });
  });
});
