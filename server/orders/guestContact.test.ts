import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { emailInput, guestName, orderNumberInput } from "./guestContact.ts";

const issue = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return null;
};

describe("guest contact", () => {
  it("trims the e-mail address and refuses what is not one, naming the field", () => {
    expect(emailInput("  ann@example.com ")).toBe("ann@example.com");
    expect(issue(() => emailInput("ann at example"))).toEqual([{ path: ["input", "email"], message: "must be an email" }]);
  });

  it("trims the name, takes an empty one as none and refuses one over 200 characters", () => {
    expect(guestName("  Ann ")).toBe("Ann");
    expect(guestName("   ")).toBeNull();
    expect(guestName(undefined)).toBeNull();
    expect(issue(() => guestName("a".repeat(201)))?.[0]?.path).toEqual(["input", "name"]);
  });

  it("takes order numbers from 1", () => {
    expect(orderNumberInput(1)).toBe(1);
    expect(issue(() => orderNumberInput(0))?.[0]?.path).toEqual(["input", "number"]);
  });
});
