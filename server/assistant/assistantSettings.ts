// The script assistant's settings (/manage/openrouter), kept in the Setting table beside the
// studio's: the OpenRouter key (sealed, keyEncryption.ts), the model and the instructions of each
// task. A key saved here wins over OPENROUTER_API_KEY, so the studio can replace a key without a
// deploy; the environment's key is used while none is saved (or the saved one cannot be opened).
import { audit, type Actor } from "../catalog/catalogChange.ts";
import type { Config } from "../config.ts";
import type { Prisma, PrismaClient } from "../db/generated/client.ts";
import { type FieldIssue, ValidationError } from "../errors.ts";
import { messages } from "../../common/validation/messages.ts";
import { isSealedSecret, openSecret, sealSecret } from "./keyEncryption.ts";

export const ASSISTANT_TASKS = ["DRAFT", "SHORTEN", "CHECK_PRONUNCIATION"] as const;
export type AssistantTask = (typeof ASSISTANT_TASKS)[number];

export const DEFAULT_MODEL = "openai/gpt-4o-mini";

export const DEFAULT_INSTRUCTIONS: Record<AssistantTask, string> = {
  DRAFT:
    "You write scripts for a voice-over studio: telephone on-hold messages, IVR menu prompts and voicemail greetings that a professional voice will record. " +
    "From the facts the customer gives, write one message in a warm, clear and professional tone, in short sentences that are easy to say and to follow on a telephone line. " +
    "Use only the facts given: never invent phone numbers, prices, opening hours, addresses or promises. Spell out symbols, write numbers the way they should be spoken, and avoid abbreviations. " +
    "An on-hold message is about 20 to 40 seconds long; a prompt says what the caller can do and, when it offers choices, which key to press.",
  SHORTEN:
    "You edit scripts for a voice-over studio: telephone on-hold messages, IVR menu prompts and voicemail greetings. " +
    "Shorten the customer's text so that it can be read aloud in the target time, at or below the target number of words. " +
    "Keep its meaning, its tone, every key fact (names, numbers, web addresses, which key to press) and its language; drop repetition and filler first. Do not add anything new.",
  CHECK_PRONUNCIATION:
    "You are a voice director preparing a script for a professional voice-over artist recording telephone on-hold messages and IVR prompts. " +
    "Find the words and passages a voice may stumble on or read wrongly: abbreviations and acronyms, numbers, dates, times and prices written as digits, phone numbers, web and e-mail addresses, symbols, " +
    "brand and place names with an unclear pronunciation, foreign words, tongue twisters and sentences too long for one breath. " +
    "For each, say briefly why and how it should be written or read. Then give the whole text with only those spots rewritten the way they should be spoken.",
};

/** Longest instructions of one task, and the shortest (a few words are not instructions). */
export const INSTRUCTIONS_LIMITS = [20, 4000] as const;
export const MODEL_MAX = 100;
// OpenRouter's model ids: "<provider>/<model>", with an optional ":variant" (":free", ":online").
const MODEL_SLUG = /^[a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._-]*(?::[a-z0-9._-]+)?$/i;
const API_KEY = /^[\x21-\x7e]{20,200}$/;

const KEY_SETTING = "openrouter.apiKey";
const MODEL_SETTING = "openrouter.model";
const INSTRUCTIONS_SETTING = "openrouter.instructions";

type Db = Pick<PrismaClient, "setting">;

export type AssistantKeySource = "SAVED" | "ENVIRONMENT" | "NONE";

export type AssistantSettings = {
  /** Whether a key is saved here (whether or not it can still be opened). */
  keySet: boolean;
  /** The last four characters of the key in use; null without one. */
  keyLastFour: string | null;
  keySource: AssistantKeySource;
  /** A key is saved but cannot be opened with the current SESSION_SECRET. */
  keyUnreadable: boolean;
  environmentKeySet: boolean;
  model: string;
  instructions: Record<AssistantTask, string>;
};

/** The key the assistant calls OpenRouter with, and where it comes from. */
export type AssistantCredentials = { apiKey: string; source: Exclude<AssistantKeySource, "NONE"> };

type Stored = { sealedKey: unknown; model: unknown; instructions: unknown };

async function readStored(db: Db): Promise<Stored> {
  const rows = await db.setting.findMany({ where: { key: { in: [KEY_SETTING, MODEL_SETTING, INSTRUCTIONS_SETTING] } } });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { sealedKey: value(KEY_SETTING), model: value(MODEL_SETTING), instructions: value(INSTRUCTIONS_SETTING) };
}

function savedKey(config: Pick<Config, "sessionSecret">, sealed: unknown): string | null {
  return isSealedSecret(sealed) ? openSecret(config.sessionSecret, KEY_SETTING, sealed) : null;
}

function credentialsOf(config: Pick<Config, "sessionSecret" | "openrouterApiKey">, stored: Stored): AssistantCredentials | null {
  const saved = savedKey(config, stored.sealedKey);
  if (saved) return { apiKey: saved, source: "SAVED" };
  if (config.openrouterApiKey) return { apiKey: config.openrouterApiKey, source: "ENVIRONMENT" };
  return null;
}

function settingsOf(config: Pick<Config, "sessionSecret" | "openrouterApiKey">, stored: Stored): AssistantSettings {
  const credentials = credentialsOf(config, stored);
  const keySet = stored.sealedKey !== undefined && stored.sealedKey !== null;
  const instructions = { ...DEFAULT_INSTRUCTIONS };
  if (stored.instructions && typeof stored.instructions === "object") {
    for (const task of ASSISTANT_TASKS) {
      const text = (stored.instructions as Record<string, unknown>)[task];
      if (typeof text === "string" && text) instructions[task] = text;
    }
  }
  return {
    keySet,
    keyLastFour: credentials ? credentials.apiKey.slice(-4) : null,
    keySource: credentials?.source ?? "NONE",
    keyUnreadable: keySet && credentials?.source !== "SAVED",
    environmentKeySet: !!config.openrouterApiKey,
    model: typeof stored.model === "string" && stored.model ? stored.model : DEFAULT_MODEL,
    instructions,
  };
}

export async function readAssistantSettings(db: Db, config: Pick<Config, "sessionSecret" | "openrouterApiKey">): Promise<AssistantSettings> {
  return settingsOf(config, await readStored(db));
}

/** What a call to the assistant needs: the key (null: the assistant is not offered), model and instructions. */
export async function assistantSetup(db: Db, config: Pick<Config, "sessionSecret" | "openrouterApiKey">) {
  const stored = await readStored(db);
  return { credentials: credentialsOf(config, stored), settings: settingsOf(config, stored) };
}

/** Whether the wizards offer the assistant: a key it can use is set. */
export async function assistantAvailable(db: Db, config: Pick<Config, "sessionSecret" | "openrouterApiKey">): Promise<boolean> {
  return (await assistantSetup(db, config)).credentials !== null;
}

export type AssistantSettingsInput = {
  /** A new key replaces the saved one. */
  apiKey?: string | null;
  /** Forget the saved key (the environment's, if any, is used again). */
  removeKey?: boolean | null;
  model?: string | null;
  instructions?: ReadonlyArray<{ task: AssistantTask; text: string }> | null;
};

export type CleanAssistantInput = {
  apiKey: string | null;
  removeKey: boolean;
  model: string | null;
  instructions: Partial<Record<AssistantTask, string>>;
};

/** The input trimmed and checked; one ValidationError naming each bad field as `input.<field>`. */
export function cleanAssistantInput(input: AssistantSettingsInput): CleanAssistantInput {
  const issues: FieldIssue[] = [];
  const apiKey = input.apiKey?.trim() || null;
  if (apiKey !== null && !API_KEY.test(apiKey)) issues.push({ path: ["input", "apiKey"], message: "must be 20 to 200 characters without spaces, as OpenRouter issues it (sk-or-…)" });
  if (apiKey !== null && input.removeKey) issues.push({ path: ["input", "removeKey"], message: "cannot remove the key while replacing it" });

  let model: string | null = null;
  if (input.model !== undefined && input.model !== null) {
    model = input.model.trim();
    if (model.length > MODEL_MAX) issues.push({ path: ["input", "model"], message: messages.maxLength(MODEL_MAX) });
    else if (!MODEL_SLUG.test(model)) issues.push({ path: ["input", "model"], message: "must be an OpenRouter model id such as openai/gpt-4o-mini" });
  }

  const instructions: Partial<Record<AssistantTask, string>> = {};
  const seen = new Set<string>();
  (input.instructions ?? []).forEach((entry, index) => {
    const text = entry.text.trim();
    const [min, max] = INSTRUCTIONS_LIMITS;
    const path = ["input", "instructions", String(index), "text"];
    if (!(ASSISTANT_TASKS as readonly string[]).includes(entry.task)) issues.push({ path: ["input", "instructions", String(index), "task"], message: messages.enum(ASSISTANT_TASKS) });
    else if (seen.has(entry.task)) issues.push({ path: ["input", "instructions", String(index), "task"], message: "is given twice" });
    else if (text.length < min) issues.push({ path, message: messages.minLength(min) });
    else if (text.length > max) issues.push({ path, message: messages.maxLength(max) });
    else instructions[entry.task] = text;
    seen.add(entry.task);
  });

  if (issues.length > 0) throw new ValidationError(issues);
  return { apiKey, removeKey: !!input.removeKey, model, instructions };
}

/**
 * Applies an administrator's change: only what differs is written, in one transaction with one
 * audit entry that names what changed (the key only as "replaced" or "removed", never its value).
 */
export async function updateAssistantSettings(
  prisma: PrismaClient,
  config: Pick<Config, "sessionSecret" | "openrouterApiKey">,
  actor: Actor,
  input: AssistantSettingsInput,
): Promise<AssistantSettings> {
  const clean = cleanAssistantInput(input);
  return prisma.$transaction(async (tx) => {
    const stored = await readStored(tx);
    const before = settingsOf(config, stored);
    const changes: Record<string, Prisma.InputJsonValue> = {};
    if (clean.apiKey !== null && savedKey(config, stored.sealedKey) !== clean.apiKey) {
      const value = sealSecret(config.sessionSecret, KEY_SETTING, clean.apiKey);
      await tx.setting.upsert({ where: { key: KEY_SETTING }, create: { key: KEY_SETTING, value }, update: { value } });
      changes.apiKey = "replaced";
    }
    if (clean.removeKey && before.keySet) {
      await tx.setting.delete({ where: { key: KEY_SETTING } });
      changes.apiKey = "removed";
    }
    if (clean.model !== null && clean.model !== before.model) {
      await tx.setting.upsert({ where: { key: MODEL_SETTING }, create: { key: MODEL_SETTING, value: clean.model }, update: { value: clean.model } });
      changes.model = { before: before.model, after: clean.model };
    }
    const instructions = { ...before.instructions, ...clean.instructions };
    const changedTasks = ASSISTANT_TASKS.filter((task) => instructions[task] !== before.instructions[task]);
    if (changedTasks.length > 0) {
      // Instructions equal to the defaults are not kept, so improved defaults reach studios that never changed them.
      const value = Object.fromEntries(ASSISTANT_TASKS.filter((task) => instructions[task] !== DEFAULT_INSTRUCTIONS[task]).map((task) => [task, instructions[task]]));
      await tx.setting.upsert({ where: { key: INSTRUCTIONS_SETTING }, create: { key: INSTRUCTIONS_SETTING, value }, update: { value } });
      changes.instructions = changedTasks;
    }
    if (Object.keys(changes).length === 0) return before;
    await audit(tx, actor, "assistant.settings.updated", { type: "Setting", id: "openrouter" }, { changed: Object.keys(changes), ...changes });
    return settingsOf(config, await readStored(tx));
  });
}
