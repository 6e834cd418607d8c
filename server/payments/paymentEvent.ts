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
