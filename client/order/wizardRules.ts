// The wizard's own limits on top of the shared `draftIssues` rules, and how every message (shared
// rule, limit, the server's answer to the live quote) ends up once, in plain words, next to one
// field of one step. The limits are the ones the server's quote refuses (a plan's message count,
// the words of a flat-priced item without a per-word price) plus the voicemail templates' gaps
// ("[date]"), so a step is stopped before the server has even answered.
import { tooManyItemsMessage, tooManyWordsMessage } from "../../common/orders/limits.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import { countWords } from "../../common/orders/wordCount.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { unfilledPlaceholders } from "./greetingTemplates.ts";
import { stepErrors, type FieldErrors, type WizardStep, type WizardStepKey } from "./wizardDraft.ts";

export const GAPS_MESSAGE = "Fill in the gaps in square brackets, e.g. [date].";

export type WizardLimits = {
  /** The chosen plan: no more items than it includes. */
  plan: { name: string; messagesIncluded: number } | null;
  /** The most words one item may have (0: no limit). */
  maxWords: number;
  /** Bracketed gaps ("[date]") must be filled in (voicemail templates). */
  fillGaps: boolean;
};


/** The limits' messages, keyed by field path like `stepErrors`. */
export function limitErrors(draft: OrderDraft, limits: WizardLimits): FieldErrors {
  const errors: FieldErrors = {};
  const { plan } = limits;
  if (plan && draft.items.length > plan.messagesIncluded) errors.items = tooManyItemsMessage(draft.service, plan, draft.items.length);
  draft.items.forEach((item, index) => {
    const key = `items.${index}.text`;
    const words = countWords(item.text);
    if (limits.maxWords > 0 && words > limits.maxWords) errors[key] = tooManyWordsMessage(draft.service, limits.maxWords, words);
    else if (limits.fillGaps && unfilledPlaceholders(item.text).length > 0) errors[key] = GAPS_MESSAGE;
  });
  return errors;
}

/** A server message in plain words: "can have at most 40 words" → "Can have at most 40 words." */
export function plainMessage(message: string): string {
  const text = message.trim().replace(/^(?:draft|input)(?:\.[\w-]+)*:\s*/, "");
  if (!text) return text;
  const sentence = text[0].toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The step whose fields a message path belongs to ("items.2.text" → script). */
export function stepOfField(path: string): WizardStepKey | null {
  const head = path.split(".")[0];
  if (head === "items" || head === "bundle" || head === "trackId") return "script";
  if (head === "language" || head === "voiceId") return "voice";
  if (head === "fileFormats" || head === "rush" || head === "customerNote") return "delivery";
  return null;
}

/**
 * The messages of one step, once per field that shows them. A voicemail has one greeting and no
 * list: a message about the list shows at the greeting's text (unless it has its own already).
 */
export function fieldsOfStep(errors: FieldErrors, step: WizardStepKey, service: WizardService): FieldErrors {
  const shown: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (stepOfField(path) !== step) continue;
    const key = service === "mobile-voicemail" && path === "items" ? "items.0.text" : path;
    shown[key] ??= message;
  }
  return shown;
}

export type StepErrorSources = {
  draft: OrderDraft;
  limits: WizardLimits;
  /** The server's messages for the draft as it stands (already keyed by field). */
  server: FieldErrors;
};

/**
 * Everything that keeps a step from being continued, keyed by field: the shared rules first,
 * then the limits, then what the server said, one message per field. `withRules: false` leaves
 * out the shared rules and the gaps (shown only once the customer tried to continue), keeping
 * what is wrong whatever the customer does next (too many messages, too many words, the server).
 */
export function stepFieldErrors(step: WizardStep, service: WizardService, sources: StepErrorSources, withRules = true): FieldErrors {
  const { draft, limits, server } = sources;
  const all: FieldErrors = {};
  if (withRules && step.checks) Object.assign(all, stepErrors(draft, step.checks));
  for (const [path, message] of Object.entries(limitErrors(draft, withRules ? limits : { ...limits, fillGaps: false }))) all[path] ??= message;
  for (const [path, message] of Object.entries(server)) all[path] ??= plainMessage(message);
  return fieldsOfStep(all, step.key, service);
}

// ---- The quote's draft ----

/**
 * The items the live quote prices: only those with text (an empty prompt is not priced yet),
 * with the position each has in the draft, to put the server's messages back at the right item.
 */
export function quoteItems(items: readonly { name: string; text: string }[]): { items: { name: string; text: string }[]; positions: number[] } {
  const positions: number[] = [];
  items.forEach((item, index) => {
    if (item.text.trim()) positions.push(index);
  });
  return { items: positions.map((index) => ({ name: items[index].name, text: items[index].text })), positions };
}

/** A server field path about the quoted items, turned back into the draft's: "items.1.text" → "items.3.text". */
export function draftPath(path: string, positions: readonly number[]): string {
  const match = /^items\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const position = positions[Number(match[1])];
  return position === undefined ? path : `items.${position}${match[2] ?? ""}`;
}
