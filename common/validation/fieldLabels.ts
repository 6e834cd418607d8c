// How a field is named where its message stands alone (an alert, an API client's summary): the
// validator's fragment "must be an email" becomes "E-mail must be an email". Under its own field
// the fragment is shown as is: the label stands right above it.

/** Field names whose label is not their words in sentence case. */
const LABELS: Record<string, string> = {
  email: "E-mail",
  contactEmail: "Contact e-mail",
  cvc: "CVC",
  url: "URL",
  vatNumber: "VAT number",
  id: "ID",
  orderId: "Order",
  paymentId: "Payment",
  voiceId: "Voice",
  trackId: "Music track",
  slug: "Address (slug)",
  rateBasisPoints: "Rate",
  percentBasisPoints: "Percentage",
};

/** "billingCountry" → "Billing country". */
function sentenceCase(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (name: string) => LABELS[name] ?? sentenceCase(name);

/**
 * The label of the field a GraphQL path names, ignoring the `input` wrapper: `["input", "email"]`
 * → "E-mail", `["input", "draft", "items", "1", "text"]` → "Item 2 text".
 */
export function fieldLabel(path: readonly string[]): string {
  const parts = path.filter((part) => part !== "input");
  const last = parts.at(-1);
  if (!last) return "";
  const index = parts.findLastIndex((part) => /^\d+$/.test(part));
  if (index > 0 && index < parts.length - 1) {
    const parent = labelOf(parts[index - 1]).replace(/s$/, "");
    return `${parent} ${Number(parts[index]) + 1} ${labelOf(last).toLowerCase()}`;
  }
  if (/^\d+$/.test(last) && parts.length > 1) return `${labelOf(parts.at(-2)!).replace(/s$/, "")} ${Number(last) + 1}`;
  return labelOf(last);
}

/** A field's message where it stands alone: a sentence as it is, a validator's fragment after the field's label. */
export function standAloneMessage(field: { readonly path: readonly string[]; readonly message: string }): string {
  const label = fieldLabel(field.path);
  if (!label || /^[A-Z]/.test(field.message)) return field.message;
  return `${label} ${field.message}`;
}

/** Several fields' messages as one text, each standing alone. */
export function standAloneMessages(fields: ReadonlyArray<{ readonly path: readonly string[]; readonly message: string }>): string {
  return [...new Set(fields.map(standAloneMessage))].map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(" ");
}
