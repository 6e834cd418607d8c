// The order wizards in a real browser: a guest builds a prompt list (add, edit, reorder from the
// keyboard, remove), picks language, voice and format, watches the server's price follow the
// words, reloads mid-wizard without losing anything and continues to the guest payment page; a
// signed-in customer's on-hold draft is kept on the server across a reload; each step shows the
// shared rules' messages next to the fields; a prompt list is imported from a CSV file, each bad
// line named; /order lists what can be ordered and sends services
// priced on request to the quote form. Last, axe checks the wizard's steps.
import { type Locator, type Page } from "@playwright/test";
import { desktopAndPhoneProblems, seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

const prompt = (page: Page, n: number) => page.getByRole("group", { name: `Prompt ${n}`, exact: true });

async function fillPrompt(page: Page, n: number, name: string, text: string) {
  await prompt(page, n).getByLabel("File name").fill(name);
  await prompt(page, n).getByLabel("Text").fill(text);
}

async function promptNames(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Your prompts" }).getByLabel("File name").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The total once the server has priced the current draft. */
async function settledTotal(page: Page): Promise<string> {
  const panel = page.getByRole("complementary", { name: "Your price" });
  await expect(panel.getByLabel("Updating the price")).toHaveCount(0);
  return (await panel.getByTestId("quote-total").textContent()) ?? "";
}

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a guest builds telephone prompts, sees the live price, reloads without losing the draft and continues to payment", async ({ page }) => {
  await page.goto("/order/telephone-voice-prompts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Telephone voice prompts");
  const panel = page.getByRole("complementary", { name: "Your price" });

  await fillPrompt(page, 1, "welcome", "Welcome to Acme Plumbing.");
  await expect(prompt(page, 1).getByText("4 words · about 2 s")).toBeVisible();
  await expect(panel.getByTestId("quote-words")).toHaveText(/^4 words/);
  const onePrompt = await settledTotal(page);

  // Add three more prompts (the list starts with one): the new one's file name has the focus.
  await page.getByRole("button", { name: "Add prompt" }).click();
  await expect(prompt(page, 2).getByLabel("File name")).toBeFocused();
  await fillPrompt(page, 2, "sales", "For sales, press 1.");
  await page.getByRole("button", { name: "Add prompt" }).click();
  await fillPrompt(page, 3, "support", "For support, press 2.");
  await page.getByRole("button", { name: "Add prompt" }).click();
  await fillPrompt(page, 4, "closed", "We are closed right now.");
  await expect(panel.getByText(/4 prompts of up to 25 words/)).toBeVisible();
  const fourPrompts = await settledTotal(page);
  expect(fourPrompts).not.toBe(onePrompt);

  // More words than a prompt includes cost extra: the server's price follows the text.
  await prompt(page, 1)
    .getByLabel("Text")
    .fill("Welcome to Acme Plumbing, the friendly plumbers of Utrecht. Your call is important to us and will be answered by the first available plumber in just a moment, so please stay on the line.");
  await expect(panel.getByText("Words beyond 25 per prompt")).toBeVisible();
  await expect(panel.getByTestId("quote-total")).not.toHaveText(fourPrompts);
  await expect(panel.getByTestId("quote-words")).toHaveText(/^47 words/);

  // Edit a prompt.
  await prompt(page, 2).getByLabel("Text").fill("For sales and new installations, press 1.");

  // Reorder from the keyboard: the focus stays on the moved prompt's button.
  const moveUp = page.getByRole("button", { name: "Move prompt 3 up" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => promptNames(page)).toEqual(["welcome", "support", "sales", "closed"]);
  await expect(page.getByRole("button", { name: "Move prompt 2 up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => promptNames(page)).toEqual(["support", "welcome", "sales", "closed"]);
  await page.getByRole("button", { name: "Move prompt 1 down" }).click();
  await expect.poll(() => promptNames(page)).toEqual(["welcome", "support", "sales", "closed"]);

  // Remove one.
  await page.getByRole("button", { name: "Remove prompt 4" }).click();
  await expect.poll(() => promptNames(page)).toEqual(["welcome", "support", "sales"]);
  await expect(panel.getByText(/3 prompts of up to 25 words/)).toBeVisible();

  // Language, then a voice that records in it (the cards are filtered to the language).
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Language and voice" })).toBeVisible();
  await chooseOption(page, page.getByRole("combobox", { name: "Language" }), "German (Germany)");
  await expect(page.getByRole("radio", { name: /Charlotte/ })).toHaveCount(0);
  await page.getByRole("radio", { name: /Katrin/ }).check();
  await page.getByRole("button", { name: "Continue to delivery" }).click();

  // File formats with their hints: telephone prompts start in µ-law, what most phone systems take.
  await expect(page.getByRole("checkbox", { name: "µ-law 8 kHz WAV" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "MP3" })).not.toBeChecked();
  await expect(page.getByText("µ-law 8 kHz WAV is what most phone systems take")).toBeVisible();
  await page.getByRole("checkbox", { name: "MP3" }).check();
  await expect(page.getByText("G.711 µ-law, 8 kHz, 8-bit mono", { exact: false })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Rush delivery \(\+€49\.00\)/ })).toBeVisible();
  await expect(page.getByText("Delivered within 1 working day instead of 2 working days.")).toBeVisible();
  const beforeRush = await settledTotal(page);
  await page.getByRole("checkbox", { name: /Rush delivery/ }).check();
  await expect(panel.getByText(/Rush delivery: 1 working day instead of 2/)).toBeVisible();
  await expect(panel.getByTestId("quote-total")).not.toHaveText(beforeRush);

  // A reload mid-wizard keeps the step and the whole draft (kept in this browser).
  await expect(page).toHaveURL(/step=delivery/);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "µ-law 8 kHz WAV" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Rush delivery/ })).toBeChecked();
  await page.getByRole("button", { name: /Step 1 of 4: Script/ }).click();
  await expect.poll(() => promptNames(page)).toEqual(["welcome", "support", "sales"]);
  await expect(prompt(page, 3).getByLabel("Text")).toHaveValue("For sales and new installations, press 1.");
  await page.getByRole("button", { name: /Step 2 of 4: Voice/ }).click();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("German (Germany)");
  await expect(page.getByRole("radio", { name: /Katrin/ })).toBeChecked();

  // Review, then on to the guest payment page with the draft in this browser's storage.
  await page.getByRole("button", { name: /Step 4 of 4: Review/ }).click();
  const review = page.getByRole("region", { name: "Check your order" });
  await expect(review.getByText("Katrin · German (Germany)")).toBeVisible();
  await expect(review.getByText("µ-law 8 kHz WAV, MP3")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/order\/guest-payment\?service=telephone-voice-prompts$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("studiofront.orderDraft.v1.telephone-voice-prompts") ?? "null"));
  expect(stored).toMatchObject({ version: 1, draft: { service: "telephone-voice-prompts", language: "de-DE", rush: true, fileFormats: ["MULAW_8K_WAV", "MP3"] } });
  expect(stored.draft.items.map((item: { name: string }) => item.name)).toEqual(["welcome", "support", "sales"]);
});

test("each step shows the shared rules' messages next to its fields", async ({ page }) => {
  await page.goto("/order/telephone-voice-prompts");
  const fileName = prompt(page, 1).getByLabel("File name");
  await fileName.fill("main menu!");
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your prompts" })).toBeVisible();
  await expect(fileName).toHaveAttribute("aria-invalid", "true");
  await expect(fileName).toHaveAccessibleDescription(/must contain only letters, digits, hyphens and underscores/);
  await expect(fileName).toBeFocused();
  await expect(prompt(page, 1).getByLabel("Text")).toHaveAccessibleDescription(/should not be empty/);

  // A second prompt with the same name; then fixing a field clears its message at once.
  await page.getByRole("button", { name: "Add prompt" }).click();
  await fillPrompt(page, 2, "Main_Menu", "Press 1.");
  await fileName.fill("main_menu");
  await expect(prompt(page, 2).getByLabel("File name")).toHaveAccessibleDescription(/is used by another prompt/);
  await expect(fileName).not.toHaveAttribute("aria-invalid", "true");

  // Without any prompt, the list says so under it.
  await page.getByRole("button", { name: "Remove prompt 2" }).click();
  await page.getByRole("button", { name: "Remove prompt 1" }).click();
  await expect(page.getByText("Add at least one prompt.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add prompt" })).toBeFocused();
  await page.getByRole("button", { name: "Add prompt" }).click();
  await prompt(page, 1).getByLabel("Text").fill("Thank you for calling.");
  await page.getByRole("button", { name: "Continue to voice" }).click();

  await page.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveAccessibleDescription(/Choose a language\./);
  await expect(page.getByText("Choose a voice.")).toBeVisible();
  await chooseOption(page, page.getByRole("combobox", { name: "Language" }), "British English");
  await page.getByRole("radio", { name: /Charlotte/ }).check();
  await expect(page.getByText("Choose a voice.")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to delivery" }).click();

  await page.getByRole("checkbox", { name: "µ-law 8 kHz WAV" }).uncheck();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByText("Choose at least one file format.")).toBeVisible();
});

test("a prompt list is imported from a CSV file: every bad line is named, and the fixed list becomes the prompts", async ({ page }) => {
  await page.goto("/order/telephone-voice-prompts");
  await page.getByRole("button", { name: "Import a list" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a prompt list" });
  const csv = ["name,text", 'main_menu,"Thank you for calling. For sales, press 1."', "main menu,Say it again.", "closed,", "holiday, We are closed today, and open tomorrow."].join("\r\n");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByLabel("CSV file").click();
  await (await chooser).setFiles({ name: "prompts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const check = dialog.getByTestId("prompt-list-check");
  await expect(check).toContainText("Fix these 2 lines to import the list:");
  await expect(check.getByRole("listitem")).toHaveText([
    "Line 3: the file name “main menu” must contain only letters, digits, hyphens and underscores, and start with a letter or digit.",
    "Line 4: the text of closed is missing.",
  ]);
  await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();
  expect(await desktopAndPhoneProblems(page, "the prompt list import with bad lines")).toEqual([]);

  // Fixed in the dialog's own text box, the list is ready.
  await dialog.getByLabel("Prompts").fill(csv.replace("main menu,", "again,").replace("closed,", "closed,Our office is closed."));
  await expect(check).toHaveText("4 prompts ready to import.");
  await dialog.getByRole("button", { name: "Import 4 prompts" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => promptNames(page)).toEqual(["main_menu", "again", "closed", "holiday"]);
  await expect(prompt(page, 4).getByLabel("Text")).toHaveValue("We are closed today, and open tomorrow.");
  await expect(page.getByRole("button", { name: "Add prompt" })).toBeFocused();
});

test("the on-hold plan's message limit stops the script step, with the message next to the list", async ({ page }) => {
  await page.goto("/order/on-hold-message?plan=pay-as-you-go");
  const message = (n: number) => page.getByRole("group", { name: `Message ${n}`, exact: true });
  await message(1).getByLabel("Text").fill("Thank you for holding.");
  for (let n = 2; n <= 7; n++) {
    await page.getByRole("button", { name: "Add message" }).click();
    await message(n).getByLabel("Text").fill(`Message number ${n}.`);
  }
  await page.getByRole("radio", { name: /Soft Drift/ }).check();
  // Seven messages, then a plan that includes six.
  await page.getByRole("radio", { name: /On-hold Business/ }).check();
  const limit = "The On-hold Business plan includes 6 messages: remove 1 message or choose a bigger plan.";
  await expect(page.getByText(limit)).toBeVisible();

  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Plan, messages and music" })).toBeVisible();
  await expect(page.getByText("One thing needs your attention before you continue")).toBeVisible();
  await expect(page.getByText(limit)).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Your messages" }).locator("xpath=following-sibling::*[1]")).toHaveText(limit);
  await expect(page.locator("body")).not.toContainText("draft.");
  await expect(page.getByRole("complementary", { name: "Your price" })).not.toContainText("plan includes");

  // Back within the plan: the step continues.
  await page.getByRole("button", { name: "Remove message 7" }).click();
  await expect(page.getByText(limit)).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Language and voice" })).toBeVisible();
});

test("a voicemail greeting over its words or with gaps to fill in cannot be continued", async ({ page }) => {
  await page.goto("/order/mobile-voicemail");
  const greeting = page.getByRole("textbox", { name: "Greeting text" });
  await greeting.fill(Array.from({ length: 45 }, (_, i) => `word${i}`).join(" "));
  const limit = "A greeting can have at most 40 words (this one has 45): remove 5 words.";
  await expect(greeting).toHaveAccessibleDescription(new RegExp(limit.replace(/[()]/g, "\\$&")));
  // The server refuses it too: its message is not shown a second time, nor its path.
  const panel = page.getByRole("complementary", { name: "Your price" });
  await expect(panel).toContainText("The price shows once the marked fields are put right.");

  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your greeting" })).toBeVisible();
  await expect(greeting).toHaveAttribute("aria-invalid", "true");
  await expect(greeting).toBeFocused();
  await expect(page.getByText("One thing needs your attention before you continue")).toBeVisible();
  await expect(page.getByText(limit)).toHaveCount(1);
  await expect(page.locator("body")).not.toContainText("draft.");

  // A template's gaps must be filled in before going on.
  await page.getByRole("textbox", { name: "Your name" }).fill("Vera Voicemail");
  await page.getByRole("radio", { name: /Out of office/ }).click();
  await expect(greeting).toHaveValue(/\[date\]/);
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your greeting" })).toBeVisible();
  await expect(greeting).toHaveAccessibleDescription(/Fill in the gaps in square brackets, e\.g\. \[date\]\./);
  await greeting.fill((await greeting.inputValue()).replace("[date]", "Monday"));
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Language and voice" })).toBeVisible();
});

test("/order lists what to order: wizards start online, services priced on request lead to the quote form", async ({ page }) => {
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What would you like to order?");
  const online = page.getByRole("region", { name: "Order online" });
  await expect(online.getByRole("heading", { level: 3 })).toHaveText(["Telephone voice prompts", "Message on hold", "Mobile voicemail greeting"]);
  await expect(online.getByRole("link", { name: "Start your order: Message on hold" })).toHaveAttribute("href", "/order/on-hold-message");

  const onRequest = page.getByRole("region", { name: "Priced on request" });
  await expect(onRequest.getByRole("heading", { level: 3, name: "Commercial recording" })).toBeVisible();
  await onRequest.getByRole("link", { name: "Request a quote: Commercial recording" }).click();
  await expect(page).toHaveURL(/\/voice-contact\?service=commercial-recording$/);
  await expect(page.getByRole("combobox", { name: "Service" })).toHaveValue("Commercial recording");

  await page.goto("/order");
  await online.getByRole("link", { name: "Start your order: Mobile voicemail greeting" }).click();
  await expect(page).toHaveURL(/\/order\/mobile-voicemail$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile voicemail greeting");

  // The service pages start the wizards too.
  await page.goto("/services/mobile-voicemail");
  // (beside the prices and at the end of the page)
  const orderLinks = page.getByRole("main").getByRole("link", { name: "Order online" });
  await expect(orderLinks).toHaveCount(2);
  for (const link of await orderLinks.all()) await expect(link).toHaveAttribute("href", "/order/mobile-voicemail");
});

test("a signed-in customer's on-hold draft is kept on the server across a reload", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("onhold");
  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Olga Onhold");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill("on hold password 123");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

  // The plans page's choice arrives preselected.
  await page.goto("/order/on-hold-message?plan=on-hold-business");
  await expect(page).toHaveURL(/\/order\/on-hold-message$/);
  await expect(page.getByRole("radio", { name: /On-hold Business/ })).toBeChecked();
  const panel = page.getByRole("complementary", { name: "Your price" });
  await expect(panel.getByText(/On-hold Business: 6 messages of up to 60 words/)).toBeVisible();

  const message = page.getByRole("group", { name: "Message 1", exact: true });
  await message.getByLabel("Title").fill("Opening hours");
  await message.getByLabel("Text").fill("Our showroom is open Monday to Saturday from nine to six. Visit us online at www.acme.example to book an appointment.");
  await expect(message.getByText(/^23 words · about 10 s/)).toBeVisible();
  await page.getByRole("radio", { name: /Soft Drift/ }).check();
  await expect(page.getByTestId("draft-status")).toHaveText("Draft saved to your account.");

  await page.reload();
  await expect(page.getByRole("radio", { name: /On-hold Business/ })).toBeChecked();
  await expect(message.getByLabel("Title")).toHaveValue("Opening hours");
  await expect(message.getByLabel("Text")).toHaveValue(/^Our showroom is open Monday to Saturday/);
  await expect(page.getByRole("radio", { name: /Soft Drift/ })).toBeChecked();
  // Nothing was kept in the browser: the draft came from the server.
  expect(await page.evaluate(() => localStorage.getItem("studiofront.orderDraft.v1.message-on-hold"))).toBeNull();

  // Complete it and continue: the saved draft is the order the payment page opens.
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await chooseOption(page, page.getByRole("combobox", { name: "Language" }), "Dutch (Netherlands)");
  await page.getByRole("radio", { name: /Daan/ }).check();
  await page.getByRole("button", { name: /Step 4 of 4: Review/ }).click();
  await expect(page.getByRole("region", { name: "Check your order" }).getByText("Plan: On-hold Business")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/order\/payment\/[^/?]+$/);

  // The account's "new order" starts the same wizards, prefilled from the profile.
  await page.goto("/account/order/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New order");
  await page.getByRole("link", { name: "Start your order: Mobile voicemail greeting" }).click();
  await expect(page).toHaveURL(/\/account\/order\/new\/mobile-voicemail$/);
  await expect(page.getByLabel("Your name")).toHaveValue("Olga Onhold");
  await expect(page.getByLabel("Greeting text")).toHaveValue(/you've reached Olga Onhold\./);
});

test("the wizard's steps have no serious or critical accessibility violation", async ({ page }) => {
  const failures: string[] = [];
  const check = async (where: string) => failures.push(...(await seriousViolations(page, where)));
  await page.goto("/order");
  await check("/order");
  for (const path of ["/order/on-hold-message", "/order/mobile-voicemail"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Continue to voice" }).click();
    await check(`${path} (messages shown)`);
    for (const step of ["voice", "delivery", "review"]) {
      await page.goto(`${path}?step=${step}`);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await check(`${path}?step=${step}`);
    }
  }
  expect(failures).toEqual([]);
});

test("a voice chosen on the voices page is the wizard's voice", async ({ page }) => {
  await page.goto("/about/voices");
  await page.getByRole("link", { name: "Order with Lukas" }).click();
  await expect(page).toHaveURL(/\/order\?voice=lukas$/);
  await page.getByRole("link", { name: "Start your order: Mobile voicemail" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile voicemail greeting");
  // The address no longer carries the choice: the draft does.
  await expect(page).toHaveURL(/\/order\/mobile-voicemail(\?step=\w+)?$/);
  await page.goto("/order/mobile-voicemail?step=voice");
  await expect(page.getByRole("radio", { name: /Lukas/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("German (Germany)");
});
