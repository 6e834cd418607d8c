import { actorOf } from "../catalog/catalogChange.ts";
import { RateLimitError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { AssistantFailedError, AssistantUnavailableError } from "./assistantErrors.ts";
import {
  ASSISTANT_TASKS,
  type AssistantSettings,
  type AssistantTask,
  DEFAULT_INSTRUCTIONS,
  DEFAULT_MODEL,
  INSTRUCTIONS_LIMITS,
  readAssistantSettings,
  updateAssistantSettings,
} from "./assistantSettings.ts";
import { askScriptAssistant, FACTS_MAX, type FlaggedWord, type Suggestion, TARGET_SECONDS } from "./scriptAssistant.ts";

export const ScriptAssistantTaskEnum = builder.enumType("ScriptAssistantTask", {
  description: "What the script assistant is asked to do.",
  values: {
    DRAFT: { description: "Write a message from a few facts." },
    SHORTEN: { description: "Shorten a text to a target duration." },
    CHECK_PRONUNCIATION: { description: "Flag the words a voice may stumble on, with a text that reads better." },
  } satisfies Record<AssistantTask, unknown>,
});

const AssistantKeySourceEnum = builder.enumType("AssistantKeySource", {
  description: "Which OpenRouter key the assistant uses: one saved on /manage/openrouter wins over OPENROUTER_API_KEY.",
  values: {
    SAVED: { description: "The key saved on /manage/openrouter." },
    ENVIRONMENT: { description: "The server's OPENROUTER_API_KEY (no key saved, or the saved one cannot be opened)." },
    NONE: { description: "No key: the wizards do not offer the assistant." },
  },
});

const AssistantFailureEnum = builder.enumType("AssistantFailure", {
  values: {
    TIMEOUT: { description: "No answer in time." },
    REFUSED: { description: "The model or its provider's moderation declined." },
    UPSTREAM: { description: "OpenRouter answered an error, could not be reached, or gave no usable answer." },
  },
});

builder.objectType(AssistantUnavailableError, {
  name: "AssistantUnavailableError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "No OpenRouter key is set.",
  fields: () => ({}),
});

builder.objectType(AssistantFailedError, {
  name: "AssistantFailedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The model was asked but gave no suggestion; `message` says what the customer can do.",
  fields: (t) => ({ reason: t.field({ type: AssistantFailureEnum, resolve: (error) => error.reason }) }),
});

// ---- Management (/manage/openrouter) -----------------------------------------------------------

type Instruction = { task: AssistantTask; text: string };

const ScriptAssistantInstructionRef = builder.objectRef<Instruction>("ScriptAssistantInstruction").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    task: t.field({ type: ScriptAssistantTaskEnum, resolve: (i) => i.task }),
    text: t.exposeString("text"),
    defaultText: t.string({ description: "What the studio ships with, to go back to.", resolve: (i) => DEFAULT_INSTRUCTIONS[i.task] }),
  }),
});

const ScriptAssistantSettingsRef = builder.objectRef<AssistantSettings>("ScriptAssistantSettings").implement({
  description: "The script assistant's OpenRouter key (never its value), model and instructions.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.id({ description: "Always the same: there is one set.", resolve: () => "ScriptAssistantSettings" }),
    keySet: t.exposeBoolean("keySet", { description: "A key is saved on /manage/openrouter (kept encrypted; never sent back)." }),
    keyLastFour: t.exposeString("keyLastFour", { nullable: true, description: "The last four characters of the key in use, to tell keys apart." }),
    keySource: t.field({ type: AssistantKeySourceEnum, resolve: (s) => s.keySource }),
    keyUnreadable: t.exposeBoolean("keyUnreadable", { description: "The saved key cannot be opened (SESSION_SECRET changed since): save it again." }),
    environmentKeySet: t.exposeBoolean("environmentKeySet", { description: "OPENROUTER_API_KEY is set on the server." }),
    model: t.exposeString("model"),
    defaultModel: t.string({ resolve: () => DEFAULT_MODEL }),
    instructions: t.field({ type: [ScriptAssistantInstructionRef], resolve: (s) => ASSISTANT_TASKS.map((task) => ({ task, text: s.instructions[task] })) }),
  }),
});

const ScriptAssistantInstructionInput = builder.inputType("ScriptAssistantInstructionInput", {
  fields: (t) => ({
    task: t.field({ type: ScriptAssistantTaskEnum }),
    text: t.string({ description: `${INSTRUCTIONS_LIMITS[0]} to ${INSTRUCTIONS_LIMITS[1]} characters.` }),
  }),
});

const UpdateScriptAssistantSettingsInput = builder.inputType("UpdateScriptAssistantSettingsInput", {
  description: "What is left out (or null) stays as it is.",
  fields: (t) => ({
    apiKey: t.string({ required: false, description: "A new OpenRouter key; replaces the saved one. Kept encrypted and never sent back." }),
    removeKey: t.boolean({ required: false, description: "Forget the saved key (OPENROUTER_API_KEY is used again, if set)." }),
    model: t.string({ required: false, description: "An OpenRouter model id, e.g. openai/gpt-4o-mini." }),
    instructions: t.field({ type: [ScriptAssistantInstructionInput], required: false }),
  }),
});

builder.queryField("scriptAssistantSettings", (t) =>
  t.field({
    type: ScriptAssistantSettingsRef,
    authScopes: { admin: true },
    description: "The script assistant's settings, for /manage/openrouter.",
    resolve: (_root, _args, ctx) => readAssistantSettings(ctx.prisma, ctx.config),
  }),
);

builder.mutationField("updateScriptAssistantSettings", (t) =>
  t.field({
    type: ScriptAssistantSettingsRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError], directResult: true },
    description: "Replaces or removes the OpenRouter key, changes the model or instructions. Audited; the public cache is emptied.",
    args: { input: t.arg({ type: UpdateScriptAssistantSettingsInput }) },
    resolve: (_root, { input }, ctx) => updateAssistantSettings(ctx.prisma, ctx.config, actorOf(ctx), input),
  }),
);

// ---- The wizards ------------------------------------------------------------------------------

const FlaggedWordRef = builder.objectRef<FlaggedWord>("ScriptAssistantFlaggedWord").implement({
  authScopes: { public: true },
  fields: (t) => ({
    word: t.exposeString("word", { description: "As written in the text." }),
    reason: t.exposeString("reason", { description: "Why a voice may stumble on it, and how to write or read it." }),
  }),
});

const SuggestionRef = builder.objectRef<Suggestion>("ScriptAssistantSuggestion").implement({
  description: "The assistant's suggestion; the customer takes it or not.",
  authScopes: { public: true },
  fields: (t) => ({
    task: t.field({ type: ScriptAssistantTaskEnum, resolve: (s) => s.task }),
    text: t.exposeString("text"),
    flaggedWords: t.field({ type: [FlaggedWordRef], description: "CHECK_PRONUNCIATION only.", resolve: (s) => s.flaggedWords }),
    wordCount: t.exposeInt("wordCount"),
    durationSeconds: t.exposeInt("durationSeconds", { description: "At the studio's reading speed." }),
  }),
});

const AskScriptAssistantInput = builder.inputType("AskScriptAssistantInput", {
  fields: (t) => ({
    task: t.field({ type: ScriptAssistantTaskEnum }),
    facts: t.string({ required: false, description: `DRAFT: what the message is to say (at most ${FACTS_MAX} characters).` }),
    text: t.string({ required: false, description: "SHORTEN and CHECK_PRONUNCIATION: the text." }),
    targetSeconds: t.int({ required: false, description: `SHORTEN (required) and DRAFT: the length to aim for, ${TARGET_SECONDS[0]} to ${TARGET_SECONDS[1]} seconds.` }),
    language: t.string({ required: false, description: "The recording's language tag, e.g. en-GB." }),
    serviceSlug: t.string({ required: false, description: "The wizard's service: what kind of recording it is." }),
  }),
});

builder.mutationField("askScriptAssistant", (t) =>
  t.field({
    type: SuggestionRef,
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitError, AssistantUnavailableError, AssistantFailedError], directResult: true },
    description: "Asks the script assistant for a suggestion. Open to guests; limited per person (account or address) and audited.",
    args: { input: t.arg({ type: AskScriptAssistantInput }) },
    resolve: (_root, { input }, ctx) => askScriptAssistant(ctx, input),
  }),
);
