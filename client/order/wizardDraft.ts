// The pure part of the order wizards: which wizard an address opens, the steps and the fields each
// step shows, editing the list of items (add, edit, move, remove), and turning the shared
// `draftIssues` messages and the server's ValidationError into messages next to the fields.
import { draftIssues, type DraftStep, type OrderDraft, type OrderItem } from "../../common/orders/orderDraft.ts";
import { FILE_FORMATS } from "../../common/orders/fileFormats.ts";
import { ITEM_NOUNS, MAX_ITEMS, type WizardService } from "../../common/orders/wizards.ts";

// ---- Addresses ----

/** The wizard of each address below /order/ (and /account/order/new/). */
export const WIZARD_PATHS = {
  "telephone-voice-prompts": "telephone-voice-prompts",
  "on-hold-message": "message-on-hold",
  "mobile-voicemail": "mobile-voicemail",
} as const satisfies Record<string, WizardService>;

export type WizardPath = keyof typeof WIZARD_PATHS;

export function wizardForPath(segment: string | undefined): WizardService | null {
  return segment && Object.hasOwn(WIZARD_PATHS, segment) ? WIZARD_PATHS[segment as WizardPath] : null;
}

export function pathSegmentFor(service: WizardService): WizardPath {
  return (Object.keys(WIZARD_PATHS) as WizardPath[]).find((segment) => WIZARD_PATHS[segment] === service)!;
}

/** Where a service's wizard is, public (`/order/...`) or in the account (`/account/order/new/...`). */
export function wizardPath(service: WizardService, inAccount = false): string {
  return `${inAccount ? "/account/order/new" : "/order"}/${pathSegmentFor(service)}`;
}

/** Where a service is ordered from the choice page: its wizard, or the quote request. */
export function orderStartPath(slug: string, wizard: WizardService | null, inAccount = false): string {
  return wizard ? wizardPath(wizard, inAccount) : `/voice-contact?service=${encodeURIComponent(slug)}`;
}

/** `?voice=<slug>`: the voice a customer chose on the voices page before choosing what to order. */
export const VOICE_PARAM = "voice";

export function pathWithVoice(path: string, voiceSlug: string | null): string {
  if (!voiceSlug) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${VOICE_PARAM}=${encodeURIComponent(voiceSlug)}`;
}

type VoiceChoice = { id: string; slug: string; languages: readonly string[] };

/** The draft with the voice an address asks for, in one of its languages; unchanged for an unknown voice. */
export function withChosenVoice(draft: OrderDraft, voiceSlug: string | null, voices: readonly VoiceChoice[]): OrderDraft {
  const voice = voiceSlug ? voices.find((candidate) => candidate.slug === voiceSlug) : undefined;
  if (!voice || voice.id === draft.voiceId) return draft;
  return withVoice(draft, voice.id, voice.languages);
}

export const PAY_AS_YOU_GO = "pay-as-you-go";

/** The on-hold plan an address asks for (`?plan=`): a known bundle's slug, null for pay-as-you-go, undefined when it names none. */
export function planFromParam(plan: string | null, bundleSlugs: readonly string[]): string | null | undefined {
  if (!plan) return undefined;
  if (plan === PAY_AS_YOU_GO) return null;
  return bundleSlugs.includes(plan) ? plan : undefined;
}

// ---- Steps ----

export type WizardStepKey = "script" | "voice" | "delivery" | "review";

export type WizardStep = {
  key: WizardStepKey;
  /** In the stepper: a word, and a few words under it on wide screens. */
  label: string;
  description: string;
  /** The step's heading. */
  title: string;
  /** The shared rules (`draftIssues` step) it must meet before the next step. */
  checks?: DraftStep;
};

export function wizardSteps(service: WizardService): WizardStep[] {
  const script: Record<WizardService, Pick<WizardStep, "description" | "title">> = {
    "telephone-voice-prompts": { description: "Your prompts", title: "Your prompts" },
    "message-on-hold": { description: "Messages, music", title: "Plan, messages and music" },
    "mobile-voicemail": { description: "Your greeting", title: "Your greeting" },
  };
  return [
    { key: "script", label: "Script", ...script[service], checks: "items" },
    { key: "voice", label: "Voice", description: "Language, voice", title: "Language and voice", checks: "voice" },
    { key: "delivery", label: "Delivery", description: "Format, rush", title: "File format and delivery", checks: "delivery" },
    { key: "review", label: "Review", description: "Check, pay", title: "Check your order" },
  ];
}

export function stepIndex(service: WizardService, key: string | null): number {
  const index = wizardSteps(service).findIndex((step) => step.key === key);
  return index < 0 ? 0 : index;
}

// ---- Field messages ----

export type FieldErrors = Record<string, string>;

/** How a step's fields change the draft. */
export type DraftUpdate = (update: (draft: OrderDraft) => OrderDraft) => void;

/** The shared rules' messages for one step (or all steps), keyed by field path: "items.2.name". */
export function stepErrors(draft: OrderDraft, step?: DraftStep): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of draftIssues(draft, step)) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The first step (index) whose rules the draft does not meet, or -1. */
export function firstIncompleteStep(service: WizardService, draft: OrderDraft): number {
  return wizardSteps(service).findIndex((step) => step.checks && draftIssues(draft, step.checks).length > 0);
}

/** A server ValidationError about the draft as field messages (paths start with "draft"). */
export function serverFieldErrors(fields: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const path = field.path.filter((part) => part !== "input");
    const key = (path[0] === "draft" ? path.slice(1) : path).join(".");
    errors[key] ??= field.message;
  }
  return errors;
}

// ---- Items ----

export function maxItems(service: WizardService, bundleMessages?: number | null): number {
  return bundleMessages ? Math.min(bundleMessages, MAX_ITEMS[service]) : MAX_ITEMS[service];
}

/** A file name not used yet: prompt_01, prompt_02, … */
export function nextPromptName(items: readonly OrderItem[]): string {
  const used = new Set(items.map((item) => item.name.toLowerCase()));
  for (let n = items.length + 1; ; n++) {
    const name = `prompt_${String(n).padStart(2, "0")}`;
    if (!used.has(name)) return name;
  }
}

export function newItem(service: WizardService, items: readonly OrderItem[]): OrderItem {
  if (service === "telephone-voice-prompts") return { name: nextPromptName(items), text: "" };
  if (service === "message-on-hold") return { name: `Message ${items.length + 1}`, text: "" };
  return { name: "Greeting", text: "" };
}

export function addItem(draft: OrderDraft, item: OrderItem = newItem(draft.service as WizardService, draft.items)): OrderDraft {
  return { ...draft, items: [...draft.items, item] };
}

export function updateItem(draft: OrderDraft, index: number, patch: Partial<OrderItem>): OrderDraft {
  if (index < 0 || index >= draft.items.length) return draft;
  return { ...draft, items: draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) };
}

/** Moves an item from one position to another (out-of-range moves change nothing). */
export function moveItem(draft: OrderDraft, from: number, to: number): OrderDraft {
  const { items } = draft;
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return draft;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return { ...draft, items: next };
}

export function removeItem(draft: OrderDraft, index: number): OrderDraft {
  if (index < 0 || index >= draft.items.length) return draft;
  return { ...draft, items: draft.items.filter((_, i) => i !== index) };
}

/** The draft with a prompt list's prompts after its own, or instead of them. */
export function importPrompts(draft: OrderDraft, prompts: readonly OrderItem[], replace: boolean): OrderDraft {
  return { ...draft, items: replace ? [...prompts] : [...draft.items, ...prompts] };
}

/** "Prompt 2", "Message 1": how an item is named in labels and button names. */
export function itemLabel(service: WizardService, index: number): string {
  const noun = ITEM_NOUNS[service].one;
  return `${noun[0].toUpperCase()}${noun.slice(1)} ${index + 1}`;
}

// ---- Other fields ----

/** Picks a language; a chosen voice that does not record in it is dropped. */
export function withLanguage(draft: OrderDraft, language: string | null, voiceLanguages: (voiceId: string) => readonly string[] | undefined): OrderDraft {
  const keepVoice = draft.voiceId && language ? (voiceLanguages(draft.voiceId) ?? []).includes(language) : false;
  return { ...draft, language, voiceId: keepVoice ? draft.voiceId : null };
}

/** Picks a voice; when no language is chosen yet, the voice's only (or first) language is taken. */
export function withVoice(draft: OrderDraft, voiceId: string, languages: readonly string[]): OrderDraft {
  const language = draft.language && languages.includes(draft.language) ? draft.language : (languages[0] ?? draft.language);
  return { ...draft, voiceId, language };
}

/** The plan for a bundle (slug) or pay-as-you-go (null); extra messages beyond a bundle stay (the step says so). */
export function withPlan(draft: OrderDraft, bundle: string | null): OrderDraft {
  return { ...draft, bundle };
}

/** The chosen file formats, in the catalogue's order whatever order they were ticked in. */
export function withFileFormats(draft: OrderDraft, formats: readonly string[]): OrderDraft {
  return { ...draft, fileFormats: FILE_FORMATS.filter((format) => formats.includes(format)) };
}

/** What the GraphQL OrderDraftInput gets: the draft as it stands. */
export function draftInput(draft: OrderDraft) {
  return {
    service: draft.service,
    bundle: draft.bundle,
    language: draft.language,
    voiceId: draft.voiceId,
    trackId: draft.trackId,
    items: draft.items.map((item) => ({ name: item.name, text: item.text })),
    fileFormats: [...draft.fileFormats],
    rush: draft.rush,
    customerNote: draft.customerNote,
  };
}

/** Whether two drafts hold the same content (to skip saving what is already saved). */
export function sameDraft(a: OrderDraft, b: OrderDraft): boolean {
  return JSON.stringify(draftInput(a)) === JSON.stringify(draftInput(b));
}
