import { describe, expect, it } from "vitest";
import { cardFingerprintOf } from "./paymentEventFields.ts";

const card = (fingerprint: unknown) => ({ object: "charge", payment_method_details: { type: "card", card: { fingerprint } } });

describe("cardFingerprintOf", () => {
  it("reads the expanded latest charge, the charges list of older API versions, or an expanded payment method", () => {
    expect(cardFingerprintOf({ latest_charge: card("fp_latest") })).toBe("fp_latest");
    expect(cardFingerprintOf({ charges: { object: "list", data: [card("fp_listed")] } })).toBe("fp_listed");
    expect(cardFingerprintOf({ payment_method: { object: "payment_method", card: { fingerprint: "fp_method" } } })).toBe("fp_method");
  });

  it("is null when the intent does not say (a charge named by id only, no card, an empty value)", () => {
    expect(cardFingerprintOf({ latest_charge: "ch_123" })).toBeNull();
    expect(cardFingerprintOf({ latest_charge: { object: "charge", payment_method_details: { type: "sepa_debit" } } })).toBeNull();
    expect(cardFingerprintOf({ latest_charge: card("") })).toBeNull();
    expect(cardFingerprintOf({ latest_charge: card(42) })).toBeNull();
    expect(cardFingerprintOf({})).toBeNull();
  });
});
