// The event shape both gateways deliver: Stripe's (`id`, `type`, `data.object`), so the local test
// gateway exercises exactly the code path real webhooks take.

export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
};

/** A string field of an event object, or null. */
export function stringField(object: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = object?.[key];
  return typeof value === "string" && value !== "" ? value : null;
}

/** An integer field of an event object, or null. */
export function intField(object: Record<string, unknown> | null | undefined, key: string): number | null {
  const value = object?.[key];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** A nested object field of an event object, or null. */
export function objectField(object: Record<string, unknown> | null | undefined, key: string): Record<string, unknown> | null {
  const value = object?.[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The fingerprint of the card that paid a PaymentIntent (the same card gives the same value for
 * every customer), or null: from its latest charge when expanded (Stripe, the test gateway), from
 * the charges list of older API versions, or from an expanded payment method.
 */
export function cardFingerprintOf(intent: Record<string, unknown>): string | null {
  const fromCharge = (charge: Record<string, unknown> | null) => stringField(objectField(objectField(charge, "payment_method_details"), "card"), "fingerprint");
  const listed = objectField(intent, "charges")?.data;
  const firstListed = Array.isArray(listed) && listed[0] && typeof listed[0] === "object" ? (listed[0] as Record<string, unknown>) : null;
  return fromCharge(objectField(intent, "latest_charge")) ?? fromCharge(firstListed) ?? stringField(objectField(objectField(intent, "payment_method"), "card"), "fingerprint");
}
