import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import { fieldLabel, standAloneMessage, standAloneMessages } from "./fieldLabels.ts";

describe("fieldLabel", () => {
  it("names a field in sentence case, without the input wrapper", () => {
    expect(fieldLabel(["input", "billingCountry"])).toBe("Billing country");
    expect(fieldLabel(["input", "company", "vatNumber"])).toBe("VAT number");
    expect(fieldLabel(["email"])).toBe("E-mail");
  });

  it("numbers the items of a list from one", () => {
    expect(fieldLabel(["input", "draft", "items", "1", "text"])).toBe("Item 2 text");
    expect(fieldLabel(["input", "lines", "0"])).toBe("Line 1");
  });
});

describe("standAloneMessage", () => {
  it("puts the field's label before the specification's fragment", () => {
    expect(standAloneMessage({ path: ["input", "email"], message: messages.email })).toBe("E-mail must be an email");
    expect(standAloneMessage({ path: ["input", "amount"], message: messages.max(3000) })).toBe("Amount must not be greater than 3000");
  });

  it("leaves a full sentence and a message without a field as they are", () => {
    expect(standAloneMessage({ path: ["input", "code"], message: "This code has expired." })).toBe("This code has expired.");
    expect(standAloneMessage({ path: [], message: "should not be empty" })).toBe("should not be empty");
  });

  it("joins several into sentences, once each", () => {
    const fields = [
      { path: ["input", "email"], message: messages.email },
      { path: ["input", "name"], message: messages.notEmpty },
      { path: ["input", "name"], message: messages.notEmpty },
    ];
    expect(standAloneMessages(fields)).toBe("E-mail must be an email. Name should not be empty.");
  });
});
