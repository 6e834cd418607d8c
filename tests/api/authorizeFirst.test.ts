// Permission is checked before input: anonymous callers and customers of administrators'
// mutations are refused the same way whatever they send, and never learn which fields were wrong.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestAppWithAdmin, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: Client;
let customer: Client;
beforeAll(async () => {
  ({ t, admin } = await startTestAppWithAdmin());
  customer = await t.registered();
});
afterAll(() => t.close());

const RESULT = `__typename ... on ValidationError { fields { path message } }`;
const invalid: [string, string, Record<string, unknown>][] = [
  [
    "createTaxRate",
    `mutation($input: CreateTaxRateInput!) { createTaxRate(input: $input) { ${RESULT} } }`,
    { input: { name: "Nowhere VAT", country: "ZZZ", region: "not a region!", rateBasisPoints: 99999, inclusive: false } },
  ],
  [
    "updateTaxRate",
    `mutation($input: UpdateTaxRateInput!) { updateTaxRate(input: $input) { ${RESULT} } }`,
    { input: { id: "not a global id", name: "", country: "Z", region: "??", rateBasisPoints: -1, inclusive: false } },
  ],
  [
    "createService",
    `mutation($input: CreateServiceInput!) { createService(input: $input) { ${RESULT} } }`,
    {
      input: {
        name: "", summary: "", description: "", pricingModel: "FLAT", basePrice: -5, includedWords: -1, perWordPrice: -1,
        turnaroundDays: -1, rushFee: -1, rushTurnaroundDays: -1, currency: "euros",
      },
    },
  ],
  [
    "createDiscount",
    `mutation($input: CreateDiscountInput!) { createDiscount(input: $input) { ${RESULT} } }`,
    { input: { code: "!", kind: "PERCENT", percentBasisPoints: -20 } },
  ],
  [
    "createVoice",
    `mutation($input: CreateVoiceInput!) { createVoice(input: $input) { ${RESULT} } }`,
    { input: { name: "", bio: "", featured: false, gender: "FEMALE", languages: ["not a language tag at all"], styles: [] } },
  ],
];

describe("administrators' mutations with invalid input", () => {
  it("are answered with their field errors for an administrator (the input is invalid)", async () => {
    for (const [field, mutation, variables] of invalid) {
      const result = await admin.gql(mutation, variables);
      expect(result.data?.[field].__typename, field).toBe("ValidationError");
      expect(result.data?.[field].fields.length, field).toBeGreaterThan(0);
    }
  });

  it("refuse an anonymous caller before looking at the input", async () => {
    for (const [field, mutation, variables] of invalid) {
      const result = await t.client().gql(mutation, variables);
      expect(result.data, field).toBeNull();
      expect(result.errors?.map((error) => error.message), field).toEqual(["Sign in to continue."]);
    }
  });

  it("refuse a customer before looking at the input", async () => {
    for (const [field, mutation, variables] of invalid) {
      const result = await customer.gql(mutation, variables);
      expect(result.data, field).toBeNull();
      expect(result.errors?.map((error) => error.message), field).toEqual(["You do not have permission to do this."]);
    }
  });

  it("still validates public mutations' input for anyone", async () => {
    const result = await t.client().gql(`mutation($input: SignInInput!) { signIn(input: $input) { ${RESULT} } }`, { input: { email: "not an address", password: "" } });
    expect(result.data?.signIn.__typename).toBe("ValidationError");
  });
});
