// The content of an order as a wizard builds it, and the rules it must meet. `draftShape` is
// what can be saved at any point (lengths only: a half-written draft is fine); `completeDraft`
// is what an order needs before it can be paid. Client steps and the server share both, so a
// step shows the same message the server would give.
import { z } from "zod";
import { messages } from "../validation/messages.ts";
import { optionalText, string } from "../validation/rules.ts";
import { FILE_FORMATS } from "./fileFormats.ts";
import { ITEM_NOUNS, MAX_ITEMS, isWizardService, type WizardService } from "./wizards.ts";

export const ITEM_NAME_MAX = 64;
export const ITEM_TEXT_MAX = 3000;
export const NOTE_MAX = 2000;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Whether a prompt's name can be its file name: letters, digits, hyphens and underscores, starting with a letter or digit. */
export function isPromptFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export const orderDraftMessages = {
  service: "Choose what to order.",
  language: "Choose a language.",
  voice: "Choose a voice.",
  track: "Choose a music bed.",
  fileFormats: "Choose at least one file format.",
  noItems: (service: WizardService) => `Add at least one ${ITEM_NOUNS[service].one}.`,
  tooManyItems: (service: WizardService, max: number) => `An order can hold at most ${max} ${ITEM_NOUNS[service].many}.`,
  fileName: "must contain only letters, digits, hyphens and underscores, and start with a letter or digit",
  duplicateFileName: "is used by another prompt",
  voiceLanguage: "This voice does not record in the chosen language.",
} as const;

export const orderItemShape = z.object({
  name: string().trim().max(ITEM_NAME_MAX, { error: messages.maxLength(ITEM_NAME_MAX) }),
  text: string().max(ITEM_TEXT_MAX, { error: messages.maxLength(ITEM_TEXT_MAX) }),
});

export const draftShape = z.object({
  service: string().trim().min(1, { error: orderDraftMessages.service }),
  bundle: optionalText(100),
  language: optionalText(35),
  voiceId: optionalText(200),
  trackId: optionalText(200),
  items: z.array(orderItemShape, { error: messages.array }).max(100, { error: "An order can hold at most 100 items." }),
  fileFormats: z.array(z.enum(FILE_FORMATS, { error: messages.enum(FILE_FORMATS) })),
  rush: z.boolean(),
  customerNote: optionalText(NOTE_MAX),
});

export type OrderDraft = z.output<typeof draftShape>;
export type OrderDraftInput = z.input<typeof draftShape>;
export type OrderItem = z.output<typeof orderItemShape>;

type Issue = { path: (string | number)[]; message: string };

/** The steps of a wizard, in order; each names the fields it checks. */
export type DraftStep = "items" | "voice" | "delivery";

/**
 * What keeps a draft from being placed, as field issues (path relative to the draft). `step`
 * limits the check to one wizard step; without it every rule applies.
 */
export function draftIssues(draft: OrderDraft, step?: DraftStep): Issue[] {
  const issues: Issue[] = [];
  const service = draft.service;
  if (!isWizardService(service)) return [{ path: ["service"], message: orderDraftMessages.service }];
  const checks = (s: DraftStep) => step === undefined || step === s;

  if (checks("items")) {
    if (draft.items.length === 0) issues.push({ path: ["items"], message: orderDraftMessages.noItems(service) });
    if (draft.items.length > MAX_ITEMS[service]) issues.push({ path: ["items"], message: orderDraftMessages.tooManyItems(service, MAX_ITEMS[service]) });
    const seen = new Set<string>();
    draft.items.forEach((item, index) => {
      if (service === "telephone-voice-prompts") {
        if (!item.name) issues.push({ path: ["items", index, "name"], message: messages.notEmpty });
        else if (!isPromptFileName(item.name)) issues.push({ path: ["items", index, "name"], message: orderDraftMessages.fileName });
        else if (seen.has(item.name.toLowerCase())) issues.push({ path: ["items", index, "name"], message: orderDraftMessages.duplicateFileName });
        seen.add(item.name.toLowerCase());
      }
      if (!item.text.trim()) issues.push({ path: ["items", index, "text"], message: messages.notEmpty });
    });
    if (service === "message-on-hold" && !draft.trackId) issues.push({ path: ["trackId"], message: orderDraftMessages.track });
  }
  if (checks("voice")) {
    if (!draft.language) issues.push({ path: ["language"], message: orderDraftMessages.language });
    if (!draft.voiceId) issues.push({ path: ["voiceId"], message: orderDraftMessages.voice });
  }
  if (checks("delivery")) {
    if (draft.fileFormats.length === 0) issues.push({ path: ["fileFormats"], message: orderDraftMessages.fileFormats });
  }
  return issues;
}

/**
 * Where a wizard starts. Telephone prompts start in µ-law 8 kHz WAV, what most phone systems take
 * (G.711); the other wizards in MP3. The customer adds or removes formats on the delivery step.
 */
export function emptyDraft(service: WizardService): OrderDraft {
  const fileFormats: OrderDraft["fileFormats"] = service === "telephone-voice-prompts" ? ["MULAW_8K_WAV"] : ["MP3"];
  return { service, bundle: null, language: null, voiceId: null, trackId: null, items: [], fileFormats, rush: false, customerNote: null };
}
