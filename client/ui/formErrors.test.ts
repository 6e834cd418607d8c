import { describe, expect, it } from "vitest";
import { showMutationError } from "./formErrors.ts";

function fakeForm(values: object) {
  const state = { errors: {} as Record<string, string> };
  return { state, form: { setErrors: (errors: Record<string, string>) => void (state.errors = errors), getValues: () => values } };
}

describe("showMutationError", () => {
  it("puts validation messages under their fields", () => {
    const { state, form } = fakeForm({ email: "", password: "" });
    const alert = showMutationError(form, {
      __typename: "ValidationError",
      message: "E-mail must be an email.",
      fields: [{ path: ["input", "email"], message: "must be an email" }],
    });
    expect(state.errors).toEqual({ email: "must be an email" });
    expect(alert).toBeNull();
  });

  it("returns messages for fields the form does not have", () => {
    const { state, form } = fakeForm({ password: "", confirm: "" });
    const alert = showMutationError(form, {
      __typename: "ValidationError",
      fields: [{ path: ["input", "key"], message: "This reset link is invalid, expired or already used. Ask for a new one." }],
    });
    expect(state.errors).toEqual({});
    expect(alert).toContain("This reset link is invalid");
  });

  it("returns other errors' message for the alert", () => {
    const { form } = fakeForm({});
    expect(showMutationError(form, { __typename: "AuthenticationError", message: "The e-mail address or password is incorrect." })).toBe(
      "The e-mail address or password is incorrect.",
    );
  });
});
