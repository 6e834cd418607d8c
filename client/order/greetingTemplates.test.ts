import { describe, expect, it } from "vitest";
import { countWords } from "../../common/orders/wordCount.ts";
import { GREETING_TEMPLATES, greetingTemplate, isUntouched, templateByTitle, unfilledPlaceholders } from "./greetingTemplates.ts";

const VOICEMAIL_WORDS = 40;

describe("voicemail greeting templates", () => {
  it("offers five templates with unique ids and titles", () => {
    expect(GREETING_TEMPLATES.length).toBe(5);
    expect(new Set(GREETING_TEMPLATES.map((t) => t.id)).size).toBe(5);
    expect(new Set(GREETING_TEMPLATES.map((t) => t.title)).size).toBe(5);
    expect(GREETING_TEMPLATES.every((t) => t.title.length <= 64)).toBe(true);
  });

  it("fills in the customer's name and company", () => {
    const fields = { name: "Ann  Smith ", company: "Acme Plumbing" };
    expect(greetingTemplate("standard")!.text(fields)).toContain("you've reached Ann Smith at Acme Plumbing.");
    expect(greetingTemplate("out-of-office")!.text(fields)).toContain("this is Ann Smith of Acme Plumbing.");
    expect(greetingTemplate("after-hours")!.text(fields)).toContain("Thank you for calling Acme Plumbing.");
    expect(greetingTemplate("holiday")!.text(fields)).toContain("from Acme Plumbing!");
    expect(greetingTemplate("personal")!.text(fields)).toContain("it's Ann.");
  });

  it("reads well without a company, and leaves a bracketed gap without any name", () => {
    expect(greetingTemplate("standard")!.text({ name: "Ann Smith", company: "" })).toContain("you've reached Ann Smith.");
    expect(greetingTemplate("after-hours")!.text({ name: "", company: "" })).toContain("calling [your company].");
    expect(unfilledPlaceholders(greetingTemplate("standard")!.text({ name: "", company: "" }))).toEqual(["[your name]"]);
  });

  it("stays within the 40 words of a voicemail greeting with long names and the gaps filled", () => {
    const fields = { name: "Anna-Maria van der Berg", company: "Northern Lights Plumbing and Heating" };
    for (const template of GREETING_TEMPLATES) {
      const filled = template.text(fields).replace(/\[[^\]]+\]/g, "Monday 24 December");
      expect(countWords(filled), template.id).toBeLessThanOrEqual(VOICEMAIL_WORDS);
    }
  });

  it("finds a template by the greeting's title, and knows whether the text was edited", () => {
    const fields = { name: "Ann", company: "Acme" };
    const template = templateByTitle("Holiday closure");
    expect(template?.id).toBe("holiday");
    expect(isUntouched(template!.text(fields), template, fields)).toBe(true);
    expect(isUntouched(template!.text(fields) + " Bye.", template, fields)).toBe(false);
    expect(isUntouched("anything", undefined, fields)).toBe(false);
    expect(unfilledPlaceholders("from [date] until [date], [hours]")).toEqual(["[date]", "[hours]"]);
  });
});
