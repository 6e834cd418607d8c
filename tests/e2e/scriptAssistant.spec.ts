// The OpenRouter script assistant in a real browser. The administrator saves a key (never shown
// back, only its last four characters) and a model on /manage/openrouter; a guest in the on-hold
// wizard drafts a message from a few facts, uses it, shortens it to a number of seconds, dismisses
// one suggestion and uses another; a guest in the telephone-prompts wizard has a prompt checked for
// words a voice may stumble on; when OpenRouter fails, refuses or is too slow the customer reads
// why and the text stays as it was. Last, axe checks the settings page and the open assistant at
// desktop and phone widths.
//
// OpenRouter is the local stand-in of tests/api/openRouterStandIn.ts, reached through
// OPENROUTER_URL, which only an instance of the application of this spec's own can be given
// (ownApp.ts); its administrator is the one signed in, and the wizards are used as guests, so no
// account is registered.
import type { Browser, Page } from "@playwright/test";
import { countWords, formatDuration, spokenSeconds } from "../../common/orders/wordCount.ts";
import { readSettings } from "../../server/admin/settings.ts";
import { OpenRouterStandIn, materialOf } from "../api/openRouterStandIn.ts";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { startOwnApp, type OwnApp } from "./ownApp.ts";

const KEY = "sk-or-v1-e2e0123456789abcdef0123456789abcdef-K7q9";
const MODEL = "anthropic/claude-3.5-haiku";
// Short, so that the "slow" stand-in is given up on quickly; still far beyond what the local stand-in takes otherwise.
const TIMEOUT_SECONDS = 2;

let own: OwnApp;
const standIn = new OpenRouterStandIn();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await standIn.start();
  standIn.slowMs = TIMEOUT_SECONDS * 4000;
  own = await startOwnApp("script-assistant", { OPENROUTER_URL: standIn.url, OPENROUTER_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) });
});

test.afterAll(async () => {
  await own?.close();
  await standIn.close();
});

test.beforeEach(() => {
  standIn.mode = "success";
});

async function guestPage(browser: Browser, path: string): Promise<Page> {
  const page = await own.newPage(browser);
  await own.open(page, path);
  return page;
}

/** "31 words · about 13 s", as the wizard and the assistant write a length. */
function length(words: number, wordsPerMinute: number, seconds = spokenSeconds(words, wordsPerMinute)): string {
  return `${words} ${words === 1 ? "word" : "words"} · about ${formatDuration(seconds)}`;
}

const wordsPerMinute = async () => (await readSettings(own.app.services.prisma)).wordsPerMinute;
const message = (page: Page, n: number) => page.getByRole("group", { name: `Message ${n}`, exact: true });
const prompt = (page: Page, n: number) => page.getByRole("group", { name: `Prompt ${n}`, exact: true });

test("the administrator saves an OpenRouter key, shown only by its last four characters, and a model", async ({ browser }) => {
  test.setTimeout(120_000);
  // Without a key the wizards do not offer the assistant.
  const guest = await guestPage(browser, "/order/on-hold-message");
  await expect(message(guest, 1).getByRole("textbox", { name: "Text", exact: true })).toBeVisible();
  await expect(guest.getByRole("button", { name: /^Assistant for/ })).toHaveCount(0);
  await guest.context().close();

  const page = await own.signedInPage(browser, own.admin.email, own.admin.password);
  await own.open(page, "/manage/openrouter");
  await expect(page.getByRole("heading", { level: 1, name: "Script assistant" })).toBeVisible();
  const keyForm = page.getByRole("form", { name: "OpenRouter key" });
  await expect(keyForm.getByRole("alert")).toContainText("The assistant is off");
  expect(await desktopAndPhoneProblems(page, "/manage/openrouter (no key)")).toEqual([]);

  await keyForm.getByLabel(/^OpenRouter API key/).fill(KEY);
  await keyForm.getByRole("button", { name: "Save key" }).click();
  await expect(page.getByText("The key is saved. The order wizards offer the assistant.")).toBeVisible();
  await expect(keyForm).toContainText(`The key saved here, ending in …${KEY.slice(-4)}, is in use (kept encrypted).`);
  // The field is emptied and now replaces the key; nothing on the page holds the key.
  const replace = keyForm.getByLabel(/^Replace the saved key/);
  await expect(replace).toHaveValue("");
  await expect(keyForm.getByRole("button", { name: "Remove saved key" })).toBeVisible();
  expect(await page.content()).not.toContain(KEY.slice(0, -4));
  // Saved encrypted, not as typed.
  const stored = await own.app.services.prisma.setting.findUnique({ where: { key: "openrouter.apiKey" } });
  expect(stored).not.toBeNull();
  expect(JSON.stringify(stored!.value)).not.toContain(KEY.slice(0, -4));

  const settingsForm = page.getByRole("form", { name: "Model and instructions" });
  await settingsForm.getByLabel(/^OpenRouter model/).fill(MODEL);
  await settingsForm.getByRole("button", { name: "Save model and instructions" }).click();
  await expect(page.getByText("The assistant's settings are saved.")).toBeVisible();

  // After a reload: the key's ending and the model, still never the key.
  await own.open(page, "/manage/openrouter");
  await expect(page.getByRole("form", { name: "OpenRouter key" })).toContainText(`ending in …${KEY.slice(-4)}`);
  await expect(page.getByRole("form", { name: "Model and instructions" }).getByLabel(/^OpenRouter model/)).toHaveValue(MODEL);
  await expect(page.getByRole("form", { name: "OpenRouter key" }).getByLabel(/^Replace the saved key/)).toHaveValue("");
  expect(await page.content()).not.toContain(KEY.slice(0, -4));
  expect(await desktopAndPhoneProblems(page, "/manage/openrouter (key saved)")).toEqual([]);
  await page.context().close();
});

test("a guest drafts an on-hold message from facts, uses it, then shortens it to a number of seconds", async ({ browser }) => {
  test.setTimeout(120_000);
  const wpm = await wordsPerMinute();
  const page = await guestPage(browser, "/order/on-hold-message");
  const first = message(page, 1);
  const text = first.getByRole("textbox", { name: "Text", exact: true });
  await expect(text).toHaveValue("");

  const toggle = first.getByRole("button", { name: "Assistant for message 1" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = first.getByRole("form", { name: "Script assistant for message 1" });
  // An empty message opens on a draft.
  await expect(panel.getByRole("radio", { name: "Draft from facts" })).toBeChecked();
  const facts = ["We are open Monday to Friday from nine to five", "Orders over fifty euros ship free", "Our shop is in the city centre"];
  standIn.requests.length = 0;
  await panel.getByRole("textbox", { name: "Facts" }).fill(facts.join("\n"));
  await panel.getByRole("button", { name: "Ask the assistant" }).click();

  const suggestion = first.getByRole("group", { name: "Suggestion" });
  const suggested = suggestion.getByTestId("assistant-suggestion");
  await expect(suggested).toContainText("Orders over fifty euros ship free.");
  const draft = (await suggested.innerText()).trim();
  for (const fact of facts) expect(draft).toContain(fact);
  await expect(suggestion).toContainText(`Suggested: ${length(countWords(draft), wpm)}. Now: ${length(0, wpm)}.`);
  await expect(page.getByRole("status").filter({ hasText: "The assistant suggests a text of" })).toHaveText(`The assistant suggests a text of ${length(countWords(draft), wpm)}.`);

  // OpenRouter was asked with the saved key and model, about the facts typed.
  expect(standIn.requests).toHaveLength(1);
  expect(standIn.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
  expect(standIn.requests[0].body.model).toBe(MODEL);
  expect(materialOf(standIn.requests[0])).toBe(facts.join("\n"));

  // Nothing serious for axe, with the panel and its suggestion open, on a desktop and on a phone.
  expect(await desktopAndPhoneProblems(page, "/order/on-hold-message (assistant open)")).toEqual([]);

  await suggestion.getByRole("button", { name: "Use this" }).click();
  await expect(text).toHaveValue(draft);
  await expect(text).toBeFocused();
  await expect(suggestion).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "The suggestion replaced the text of message 1." })).toHaveCount(1);
  await expect(first).toContainText(length(countWords(draft), wpm));

  // Shorten to a target below the message's length.
  const draftSeconds = spokenSeconds(countWords(draft), wpm);
  const target = Math.max(3, Math.floor(draftSeconds / 2));
  await panel.getByText("Shorten", { exact: true }).click();
  await expect(panel.getByRole("radio", { name: "Shorten" })).toBeChecked();
  const targetField = panel.getByRole("textbox", { name: "Target length in seconds" });
  await expect(panel).toContainText(`Now ${length(countWords(draft), wpm)}.`);
  await targetField.fill(String(target));

  // A first suggestion is dismissed: the text stays the draft.
  await panel.getByRole("button", { name: "Ask the assistant" }).click();
  await expect(suggested).toBeVisible();
  const shorter = (await suggested.innerText()).trim();
  expect(countWords(shorter)).toBeLessThan(countWords(draft));
  expect(spokenSeconds(countWords(shorter), wpm)).toBeLessThanOrEqual(target);
  expect(draft.startsWith(shorter.replace(/\.$/, ""))).toBe(true);
  await expect(suggestion).toContainText(`Suggested: ${length(countWords(shorter), wpm)}. Now: ${length(countWords(draft), wpm)}.`);
  expect(standIn.requests.at(-1)!.body.messages.find((m) => m.role === "user")!.content).toContain(`at most ${Math.floor((target * wpm) / 60)} words`);
  await suggestion.getByRole("button", { name: "Dismiss" }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(text).toHaveValue(draft);
  await expect(page.getByRole("status").filter({ hasText: "Suggestion dismissed; the text is unchanged." })).toHaveCount(1);

  // Asked again, the shorter text is used.
  await panel.getByRole("button", { name: "Ask the assistant" }).click();
  await expect(suggested).toHaveText(shorter);
  await suggestion.getByRole("button", { name: "Use this" }).click();
  await expect(text).toHaveValue(shorter);
  await expect(first).toContainText(length(countWords(shorter), wpm));

  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.context().close();
});

test("a guest has a telephone prompt checked for words a voice may stumble on", async ({ browser }) => {
  const page = await guestPage(browser, "/order/telephone-voice-prompts");
  const first = prompt(page, 1);
  const text = "Call 0800 123 4567 or visit the FAQ on our website.";
  await first.getByLabel("File name").fill("welcome");
  await first.getByRole("textbox", { name: "Text", exact: true }).fill(text);
  await first.getByRole("button", { name: "Assistant for prompt 1" }).click();
  const panel = first.getByRole("form", { name: "Script assistant for prompt 1" });
  await panel.getByText("Check pronunciation", { exact: true }).click();
  await expect(panel.getByRole("radio", { name: "Check pronunciation" })).toBeChecked();
  await panel.getByRole("button", { name: "Ask the assistant" }).click();

  const suggestion = first.getByRole("group", { name: "Suggestion" });
  const flagged = suggestion.getByRole("list", { name: "Words a voice may stumble on" }).getByRole("listitem");
  await expect(flagged).toHaveCount(4);
  await expect(flagged.nth(0)).toContainText('0800: Write "0800" the way it should be spoken.');
  await expect(flagged).toContainText(["0800", "123", "4567", "FAQ"]);
  // The text comes back as it was: nothing to use, only to dismiss.
  await expect(suggestion.getByTestId("assistant-suggestion")).toHaveText(text);
  await expect(suggestion.getByRole("button", { name: "Use this" })).toHaveCount(0);
  await suggestion.getByRole("button", { name: "Dismiss" }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(first.getByRole("textbox", { name: "Text", exact: true })).toHaveValue(text);
  await page.context().close();
});

test("when OpenRouter fails, refuses or is too slow, the customer reads why and the text stays as it was", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await guestPage(browser, "/order/on-hold-message");
  const first = message(page, 1);
  const text = first.getByRole("textbox", { name: "Text", exact: true });
  const original = "Thank you for holding. Did you know that our new shop on the high street is open every Saturday morning from nine until one?";
  await text.fill(original);
  await first.getByRole("button", { name: "Assistant for message 1" }).click();
  const panel = first.getByRole("form", { name: "Script assistant for message 1" });
  // A text opens on shortening, by a quarter.
  await expect(panel.getByRole("radio", { name: "Shorten" })).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "Target length in seconds" })).not.toHaveValue("");

  for (const [mode, words] of [
    ["server-error", "The assistant could not answer just now. Try again in a few minutes, or write the text yourself."],
    ["refusal", "The assistant declined to work on this text. Rephrase it and try again, or write it yourself."],
    ["slow", "The assistant took too long to answer. Try again in a moment, or write the text yourself."],
  ] as const) {
    standIn.mode = mode;
    const asked = standIn.requests.length;
    await panel.getByRole("button", { name: "Ask the assistant" }).click();
    await expect(panel.getByRole("alert")).toHaveText(words, { timeout: TIMEOUT_SECONDS * 1000 + 10_000 });
    expect(standIn.requests.length).toBe(asked + 1);
    await expect(first.getByRole("group", { name: "Suggestion" })).toHaveCount(0);
    await expect(text).toHaveValue(original);
  }

  // Once OpenRouter answers again, the message goes away with the next suggestion.
  standIn.mode = "success";
  await panel.getByRole("button", { name: "Ask the assistant" }).click();
  await expect(first.getByRole("group", { name: "Suggestion" })).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expect(text).toHaveValue(original);
  await page.context().close();
});
