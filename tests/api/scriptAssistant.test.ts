// The script assistant: its settings on /manage/openrouter are the administrator's (the key kept
// encrypted, never sent back), the wizards learn from the public settings whether to offer it,
// and any visitor may ask it, limited per person and audited, against a local stand-in of
// OpenRouter's chat completions API answering each way the real one can.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readSettings } from "../../server/admin/settings.ts";
import { DEFAULT_INSTRUCTIONS, DEFAULT_MODEL } from "../../server/assistant/assistantSettings.ts";
import { rateLimits } from "../../server/security/rateLimit.ts";
import { countWords, spokenSeconds } from "../../common/orders/wordCount.ts";
import { byField, type Client, startTestApp, type TestApp } from "./harness.ts";
import { materialOf, OpenRouterStandIn } from "./openRouterStandIn.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const TIMEOUT_MS = 1000;
const KEY = "sk-or-v1-0123456789abcdef0123456789abcdef-saved";

let t: TestApp;
let admin: Client;
const standIn = new OpenRouterStandIn();

beforeAll(async () => {
  await standIn.start();
  t = await startTestApp({ config: { openrouterUrl: standIn.url, openrouterTimeoutMs: TIMEOUT_MS, openrouterApiKey: undefined, publicCacheSeconds: 60 } });
  admin = await t.signedIn(TEST_ADMIN);
});
afterAll(async () => {
  await t?.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.mode = "success";
  standIn.slowMs = TIMEOUT_MS * 3;
});

const ERROR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const ASK_ERROR = `${ERROR} ... on RateLimitError { retryAfterSeconds } ... on AssistantFailedError { reason }`;
const SETTINGS = `keySet keyLastFour keySource keyUnreadable environmentKeySet model defaultModel instructions { task text defaultText }`;
const QUERY = `query { scriptAssistantSettings { ${SETTINGS} } }`;
const UPDATE = `mutation($input: UpdateScriptAssistantSettingsInput!) { updateScriptAssistantSettings(input: $input) { ${ERROR} ... on ScriptAssistantSettings { ${SETTINGS} } } }`;
const ASK = `mutation($input: AskScriptAssistantInput!) { askScriptAssistant(input: $input) { ${ASK_ERROR} ... on ScriptAssistantSuggestion { task text wordCount durationSeconds flaggedWords { word reason } } } }`;
const AVAILABLE = `query AssistantAvailable { settings { scriptAssistantAvailable } }`;

const available = async () => (await t.client().gql(AVAILABLE)).data?.settings.scriptAssistantAvailable;
const keyRow = () => t.prisma.setting.findUnique({ where: { key: "openrouter.apiKey" } });
const asks = () => t.prisma.auditLog.findMany({ where: { action: "assistant.asked" }, orderBy: { createdAt: "asc" } });

async function saveKey(key = KEY) {
  const result = await admin.gql(UPDATE, { input: { apiKey: key } });
  expect(result.data?.updateScriptAssistantSettings.__typename).toBe("ScriptAssistantSettings");
}

describe("the assistant's settings", () => {
  it("are refused to visitors and customers, and nothing changes", async () => {
    const customer = await t.registered("Cora Customer");
    const before = await t.prisma.setting.findMany({ orderBy: { key: "asc" } });
    for (const [client, message] of [
      [t.client(), "Sign in to continue."],
      [customer, "You do not have permission to do this."],
    ] as const) {
      const read = await client.gql(QUERY);
      expect(read.errors?.[0].message).toBe(message);
      expect(read.data?.scriptAssistantSettings ?? null).toBeNull();
      const write = await client.gql(UPDATE, { input: { apiKey: "sk-or-v1-stolen-key-of-an-intruder", model: "evil/model" } });
      expect(write.errors?.[0].message).toBe(message);
    }
    expect(await t.prisma.setting.findMany({ orderBy: { key: "asc" } })).toEqual(before);
    expect(await t.prisma.auditLog.count({ where: { action: "assistant.settings.updated" } })).toBe(0);
  });

  it("start with the defaults and no key: the wizards do not offer the assistant, and asking it answers AssistantUnavailableError", async () => {
    const result = await admin.gql(QUERY);
    expect(result.data?.scriptAssistantSettings).toMatchObject({ keySet: false, keyLastFour: null, keySource: "NONE", environmentKeySet: false, model: DEFAULT_MODEL });
    expect(result.data?.scriptAssistantSettings.instructions).toEqual(
      (["DRAFT", "SHORTEN", "CHECK_PRONUNCIATION"] as const).map((task) => ({ task, text: DEFAULT_INSTRUCTIONS[task], defaultText: DEFAULT_INSTRUCTIONS[task] })),
    );
    expect(await available()).toBe(false);
    const ask = await t.client().gql(ASK, { input: { task: "DRAFT", facts: "We are open from nine to five." } });
    expect(ask.data?.askScriptAssistant).toEqual({ __typename: "AssistantUnavailableError", message: expect.stringContaining("not available") });
    expect(standIn.requests).toHaveLength(0);
  });

  it("keep a saved key encrypted, never send it back, audit the change and let the public site see it at once", async () => {
    // The public answer is kept in the cache before the key is saved…
    expect(await available()).toBe(false);
    const result = await admin.gql(UPDATE, { input: { apiKey: `  ${KEY} `, model: "anthropic/claude-3.5-haiku" } });
    expect(result.data?.updateScriptAssistantSettings).toMatchObject({ keySet: true, keyLastFour: KEY.slice(-4), keySource: "SAVED", keyUnreadable: false, model: "anthropic/claude-3.5-haiku" });
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(JSON.stringify(await admin.gql(QUERY))).not.toContain(KEY);
    // …and is emptied by the administrator's change.
    expect(await available()).toBe(true);

    const row = await keyRow();
    expect(row).not.toBeNull();
    const stored = JSON.stringify(row!.value);
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(KEY.slice(8, 30));
    expect(row!.value).toMatchObject({ alg: "A256GCM", iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });

    const entry = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "assistant.settings.updated" }, orderBy: { createdAt: "desc" } });
    expect(entry).toMatchObject({ actorEmail: TEST_ADMIN.email, entityType: "Setting", entityId: "openrouter" });
    expect(entry.metadata).toEqual({ changed: ["apiKey", "model"], apiKey: "replaced", model: { before: DEFAULT_MODEL, after: "anthropic/claude-3.5-haiku" } });
    expect(JSON.stringify(entry)).not.toContain(KEY);

    // The same key again changes nothing and writes no audit entry.
    const audits = await t.prisma.auditLog.count({ where: { action: "assistant.settings.updated" } });
    await saveKey();
    expect(await t.prisma.auditLog.count({ where: { action: "assistant.settings.updated" } })).toBe(audits);
  });

  it("cannot be opened with another SESSION_SECRET: the environment's key is used instead", async () => {
    const other = await startTestApp({ config: { sessionSecret: "another-session-secret", openrouterApiKey: "sk-or-v1-from-the-environment-9999", openrouterUrl: standIn.url } });
    try {
      const row = await keyRow();
      await other.prisma.setting.create({ data: { key: "openrouter.apiKey", value: row!.value! } });
      const otherAdmin = await other.signedIn(TEST_ADMIN);
      expect((await otherAdmin.gql(QUERY)).data?.scriptAssistantSettings).toMatchObject({ keySet: true, keyUnreadable: true, keySource: "ENVIRONMENT", keyLastFour: "9999", environmentKeySet: true });
    } finally {
      await other.close();
    }
  });

  it("name every bad field and change nothing", async () => {
    const before = await t.prisma.setting.findMany({ orderBy: { key: "asc" } });
    const result = await admin.gql(UPDATE, {
      input: {
        apiKey: "short key",
        removeKey: true,
        model: "gpt 4 please",
        instructions: [
          { task: "DRAFT", text: "Be nice." },
          { task: "SHORTEN", text: "x".repeat(4001) },
          { task: "DRAFT", text: "Another set of instructions for drafts." },
        ],
      },
    });
    expect(result.data?.updateScriptAssistantSettings.__typename).toBe("ValidationError");
    expect(byField(result.data?.updateScriptAssistantSettings.fields)).toEqual({
      "input.apiKey": "must be 20 to 200 characters without spaces, as OpenRouter issues it (sk-or-…)",
      "input.removeKey": "cannot remove the key while replacing it",
      "input.model": "must be an OpenRouter model id such as openai/gpt-4o-mini",
      "input.instructions.0.text": "must be longer than or equal to 20 characters",
      "input.instructions.1.text": "must be shorter than or equal to 4000 characters",
      "input.instructions.2.task": "is given twice",
    });
    expect(await t.prisma.setting.findMany({ orderBy: { key: "asc" } })).toEqual(before);
  });

  it("change the instructions of a task, sent to the model from then on, and go back to the default", async () => {
    const draft = "You write cheerful on-hold messages for a bakery chain, always ending with a thank-you.";
    const result = await admin.gql(UPDATE, { input: { instructions: [{ task: "DRAFT", text: draft }] } });
    const instructions = result.data?.updateScriptAssistantSettings.instructions;
    expect(instructions.find((i: { task: string }) => i.task === "DRAFT").text).toBe(draft);
    expect(instructions.find((i: { task: string }) => i.task === "SHORTEN").text).toBe(DEFAULT_INSTRUCTIONS.SHORTEN);
    const entry = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "assistant.settings.updated" }, orderBy: { createdAt: "desc" } });
    expect(entry.metadata).toEqual({ changed: ["instructions"], instructions: ["DRAFT"] });

    standIn.requests.length = 0;
    await t.client().gql(ASK, { input: { task: "DRAFT", facts: "Fresh bread every morning" } });
    expect(standIn.requests[0].body.messages[0].content.startsWith(draft)).toBe(true);

    await admin.gql(UPDATE, { input: { instructions: [{ task: "DRAFT", text: DEFAULT_INSTRUCTIONS.DRAFT }] } });
    expect(await t.prisma.setting.findUnique({ where: { key: "openrouter.instructions" } })).toMatchObject({ value: {} });
  });
});

describe("asking the assistant", () => {
  it("drafts a message from facts, as a guest, calling OpenRouter with the saved key and model, and audits it without the whole text", async () => {
    await saveKey();
    const settings = await readSettings(t.prisma);
    standIn.requests.length = 0;
    const guest = t.client();
    const facts = "We are open Monday to Friday from nine to five.\nOrders over fifty euros ship free.\nVisit our shop in the city centre where our friendly staff will gladly help you choose.";
    const result = await guest.gql(ASK, { input: { task: "DRAFT", facts, language: "en-GB", serviceSlug: "message-on-hold", targetSeconds: 30 } });
    const suggestion = result.data?.askScriptAssistant;
    expect(suggestion.__typename).toBe("ScriptAssistantSuggestion");
    expect(suggestion.text).toContain("Orders over fifty euros ship free.");
    expect(suggestion.wordCount).toBe(countWords(suggestion.text));
    expect(suggestion.durationSeconds).toBe(spokenSeconds(suggestion.wordCount, settings.wordsPerMinute));
    expect(suggestion.flaggedWords).toEqual([]);

    expect(standIn.requests).toHaveLength(1);
    const request = standIn.requests[0];
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe("anthropic/claude-3.5-haiku");
    expect(materialOf(request)).toBe(facts);
    expect(request.body.messages[1].content).toContain("British English (en-GB)");
    expect(request.body.messages[1].content).toContain("message on hold");
    expect(request.body.messages[1].content).toContain(`at most ${Math.floor((30 * settings.wordsPerMinute) / 60)} words`);

    const entry = (await asks()).at(-1)!;
    expect(entry).toMatchObject({ actorId: null, ip: guest.ip, entityType: "ScriptAssistant", entityId: "DRAFT" });
    expect(entry.metadata).toMatchObject({
      task: "DRAFT",
      outcome: "SUGGESTED",
      model: "anthropic/claude-3.5-haiku",
      keySource: "SAVED",
      service: "message-on-hold",
      promptTokens: 182,
      completionTokens: 41,
      totalTokens: 223,
      inputWords: countWords(facts),
      suggestionWords: suggestion.wordCount,
    });
    const excerpt = (entry.metadata as { inputExcerpt: string }).inputExcerpt;
    expect(facts.startsWith(excerpt.replace(/…$/, ""))).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(81);
    expect(JSON.stringify(entry.metadata)).not.toContain("friendly staff");
  });

  it("shortens a text to the target duration, counted again by the server", async () => {
    const settings = await readSettings(t.prisma);
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} tells callers about another excellent service we offer.`).join(" ");
    const customer = await t.registered("Sam Shortener");
    const result = await customer.gql(ASK, { input: { task: "SHORTEN", text, targetSeconds: 20 } });
    const suggestion = result.data?.askScriptAssistant;
    expect(suggestion.__typename).toBe("ScriptAssistantSuggestion");
    expect(suggestion.wordCount).toBe(countWords(suggestion.text));
    expect(suggestion.wordCount).toBeLessThan(countWords(text));
    expect(suggestion.durationSeconds).toBe(spokenSeconds(suggestion.wordCount, settings.wordsPerMinute));
    expect(suggestion.durationSeconds).toBeLessThanOrEqual(20);
    const entry = (await asks()).at(-1)!;
    expect(entry.actorEmail).toBe(customer.email);
    expect(entry.metadata).toMatchObject({ task: "SHORTEN", outcome: "SUGGESTED", targetSeconds: 20 });

    const already = await customer.gql(ASK, { input: { task: "SHORTEN", text: "Short enough.", targetSeconds: 20 } });
    expect(byField(already.data?.askScriptAssistant.fields)).toEqual({ "input.targetSeconds": expect.stringMatching(/^must be shorter than the text/) });
  });

  it("flags the words a voice may stumble on, with the reasons", async () => {
    const text = "Call 0800 123 4567 or visit the FAQ on our website.";
    const result = await t.client().gql(ASK, { input: { task: "CHECK_PRONUNCIATION", text, serviceSlug: "telephone-voice-prompts" } });
    const suggestion = result.data?.askScriptAssistant;
    expect(suggestion.__typename).toBe("ScriptAssistantSuggestion");
    expect(suggestion.flaggedWords.map((w: { word: string }) => w.word)).toEqual(["0800", "123", "4567", "FAQ"]);
    expect(suggestion.flaggedWords[0].reason).toContain("0800");
    expect(suggestion.text).toBe(text);
  });

  it("refuses bad input before asking OpenRouter", async () => {
    standIn.requests.length = 0;
    const result = await t.client().gql(ASK, { input: { task: "SHORTEN", text: "   ", language: "English please", serviceSlug: "catering" } });
    expect(byField(result.data?.askScriptAssistant.fields)).toEqual({
      "input.text": "should not be empty",
      "input.targetSeconds": "should not be empty",
      "input.language": "must be a language tag such as en-GB",
      "input.serviceSlug": "must be a service with an order wizard",
    });
    const draft = await t.client().gql(ASK, { input: { task: "DRAFT", facts: "x".repeat(2001), targetSeconds: 1 } });
    expect(byField(draft.data?.askScriptAssistant.fields)).toEqual({ "input.facts": "must be shorter than or equal to 2000 characters", "input.targetSeconds": "must not be less than 3" });
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    ["slow", "TIMEOUT", "took too long"],
    ["server-error", "UPSTREAM", "could not answer just now"],
    ["bad-key", "UPSTREAM", "could not answer just now"],
    ["moderation", "REFUSED", "declined"],
    ["refusal", "REFUSED", "declined"],
    ["content-filter", "REFUSED", "declined"],
  ] as const)("answers %s from OpenRouter with AssistantFailedError %s, in words for the customer, and audits it", async (mode, reason, words) => {
    standIn.mode = mode;
    const started = Date.now();
    const result = await t.client().gql(ASK, { input: { task: "DRAFT", facts: "We moved to a new office on the high street." } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.askScriptAssistant).toEqual({ __typename: "AssistantFailedError", reason, message: expect.stringContaining(words) });
    if (mode === "slow") expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
    const entry = (await asks()).at(-1)!;
    expect(entry.metadata).toMatchObject({ task: "DRAFT", outcome: reason, problem: expect.any(String) });
  });

  it("limits each person: a guest by address, a customer by account", async () => {
    const guest = t.client();
    const customer = await t.registered("Ria Ratelimit");
    const input = { task: "CHECK_PRONUNCIATION", text: "Welcome to Studiofront." };
    for (let i = 0; i < rateLimits.scriptAssistant.limit; i++) {
      expect((await guest.gql(ASK, { input })).data?.askScriptAssistant.__typename).toBe("ScriptAssistantSuggestion");
    }
    const calls = standIn.requests.length;
    const limited = await guest.gql(ASK, { input });
    expect(limited.data?.askScriptAssistant).toMatchObject({ __typename: "RateLimitError", message: expect.stringContaining("Too many attempts"), retryAfterSeconds: expect.any(Number) });
    expect(standIn.requests.length).toBe(calls);

    // Someone else is not held back by it, and a signed-in customer counts on their account, not their address.
    expect((await t.client().gql(ASK, { input })).data?.askScriptAssistant.__typename).toBe("ScriptAssistantSuggestion");
    expect((await customer.gql(ASK, { input })).data?.askScriptAssistant.__typename).toBe("ScriptAssistantSuggestion");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    expect(await t.prisma.rateLimit.findUnique({ where: { key: `script-assistant:user:${user.id}` } })).toMatchObject({ count: 1 });
  });

  it("is withdrawn once the key is removed", async () => {
    const result = await admin.gql(UPDATE, { input: { removeKey: true } });
    expect(result.data?.updateScriptAssistantSettings).toMatchObject({ keySet: false, keySource: "NONE", keyLastFour: null });
    expect(await keyRow()).toBeNull();
    const entry = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "assistant.settings.updated" }, orderBy: { createdAt: "desc" } });
    expect(entry.metadata).toEqual({ changed: ["apiKey"], apiKey: "removed" });
    expect(await available()).toBe(false);
    const ask = await t.client().gql(ASK, { input: { task: "DRAFT", facts: "Anything." } });
    expect(ask.data?.askScriptAssistant.__typename).toBe("AssistantUnavailableError");
  });
});
