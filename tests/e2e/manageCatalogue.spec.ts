// The catalogue management screens and the inbox in a real browser: a service's price edited
// and still there after a reload, a voice sample uploaded (and a text file refused) with a
// working preview address, and a contact message marked handled. Every change is undone at the
// end of its test, so the public pages' tests see the demo catalogue as seeded. Last, axe checks
// each screen, with its drawers open.
import { type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { signIn, solvedAltcha } from "./helpers.ts";

/** The e2e server's ALTCHA_HMAC_KEY (tests/e2e/server.mjs). */

/** A solved bot-check payload, as the widget would put in the form's `altcha` field. */

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
}

async function setPricePerPrompt(page: Page, amount: string) {
  await page.getByRole("button", { name: "Edit Telephone voice prompts" }).click();
  const drawer = page.getByRole("dialog", { name: "Edit Telephone voice prompts" });
  await drawer.getByLabel("Price per prompt").fill(amount);
  await drawer.getByRole("button", { name: "Save service" }).click();
  await expect(drawer).toBeHidden();
}

test("the administrator edits a service price and sees it after a reload", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/manage/services");
  const row = page.getByRole("row").filter({ hasText: "telephone-voice-prompts" });
  await expect(row).toContainText("€29.00 per prompt");

  await setPricePerPrompt(page, "31.50");
  await expect(row).toContainText("€31.50 per prompt");
  await page.reload();
  await expect(row).toContainText("€31.50 per prompt up to 25 words");

  // A field the server would refuse is explained next to it, before any request.
  await page.getByRole("button", { name: "Edit Telephone voice prompts" }).click();
  const drawer = page.getByRole("dialog", { name: "Edit Telephone voice prompts" });
  await drawer.getByLabel("Name").fill("");
  await drawer.getByRole("button", { name: "Save service" }).click();
  await expect(drawer.getByText("should not be empty")).toBeVisible();
  await drawer.getByRole("button", { name: "Cancel" }).click();

  await setPricePerPrompt(page, "29");
  await expect(row).toContainText("€29.00 per prompt");
});

test("the administrator uploads a voice sample, is told why a text file is refused, and removes the sample", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/manage/voices");
  await page.getByRole("link", { name: "Charlotte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Charlotte" })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a sample" });
  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a recording") });
  await expect(form.getByRole("alert")).toContainText("notes.txt: file type not accepted (allowed: mp3, wav, ogg, m4a)");

  // Charlotte's only language is chosen; choosing it again keeps it.
  const language = form.getByLabel("Language");
  await expect(language).toHaveValue("en-GB · British English");
  await language.click();
  await page.getByRole("option", { name: "en-GB · British English" }).click();
  await expect(language).toHaveValue("en-GB · British English");

  await form.getByLabel("Title").fill("E2E welcome");
  await fileInput.setInputFiles("prisma/seed-assets/voices/charlotte-1.mp3");
  await expect(form.getByText("notes.txt: file type not accepted")).toHaveCount(0);
  await expect(form).toContainText("Selected: charlotte-1.mp3");
  await form.getByRole("button", { name: "Upload sample" }).click();

  const sample = page.getByTestId("voice-sample").filter({ hasText: "E2E welcome" });
  await expect(sample).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("");
  const src = await sample.locator("audio").getAttribute("src");
  expect(src).toMatch(/^\/api\/files\//);
  const audio = await page.request.get(src!);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toContain("audio/mpeg");

  // Still there after a reload, then removed after confirming.
  await page.reload();
  await expect(sample).toBeVisible();
  await sample.getByRole("button", { name: "Remove E2E welcome" }).click();
  await page.getByRole("dialog", { name: "Remove sample" }).getByRole("button", { name: "Remove sample" }).click();
  await expect(sample).toHaveCount(0);
  await expect(page.getByTestId("voice-sample")).toHaveCount(2);
});

test("the administrator reads a contact message and marks it handled", async ({ page }) => {
  const name = `E2E Sender ${Date.now().toString(36)}`;
  const sent = await page.request.post("/graphql", {
    data: {
      query: `mutation Send($input: ContactMessageInput!) {
        sendContactMessage(input: $input) { __typename ... on BotCheckError { message } ... on ValidationError { message } }
      }`,
      variables: {
        input: {
          name,
          email: "e2e.sender@example.com",
          company: "Northwind Dental",
          message: "Could you record our new phone menu?\nTwelve prompts, British English.",
          altcha: await solvedAltcha(),
        },
      },
    },
  });
  expect(sent.ok()).toBe(true);
  expect((await sent.json()).data.sendContactMessage.__typename).toBe("ContactMessageSentPayload");

  await signInAsAdmin(page);
  await page.goto("/manage/inbox");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("New");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/[?&]message=/);
  const drawer = page.getByRole("dialog", { name: "Message" });
  await expect(drawer).toContainText("Twelve prompts, British English.");
  await expect(drawer).toContainText("Northwind Dental");
  await drawer.getByRole("switch", { name: "Handled" }).check();
  await expect(drawer).toContainText("since");
  await drawer.getByRole("button", { name: "Close message" }).click();
  await expect(row).toContainText("Handled");

  // The status is stored: the "Handled" filter (kept in the URL) finds it after a reload.
  await page.goto("/manage/inbox?filters=handledAt~MORE_THAN~1970-01-01");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Handled");
});

test("the catalogue screens and the inbox have no serious or critical accessibility violation", async ({ page }) => {
  await signInAsAdmin(page);
  const failures: string[] = [];

  await page.goto("/manage/services");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/services")));
  await page.getByRole("button", { name: "Edit Telephone voice prompts" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Telephone voice prompts" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/services (service drawer)")));
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Edit On-hold Starter" }).click();
  await expect(page.getByRole("dialog", { name: "Edit bundle" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/services (bundle drawer)")));

  await page.goto("/manage/voices");
  await expect(page.getByRole("heading", { level: 1, name: "Voices" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/voices")));
  await page.getByRole("link", { name: "Charlotte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Charlotte" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/voices/:id")));

  await page.goto("/manage/soundtrack");
  await expect(page.getByRole("heading", { level: 1, name: "Soundtrack" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/soundtrack")));
  await page.getByRole("button", { name: "Upload track" }).click();
  await expect(page.getByRole("dialog", { name: "Upload a music track" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/soundtrack (track drawer)")));

  await page.goto("/manage/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/inbox")));
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("dialog", { name: "Message" })).toContainText("Received");
  failures.push(...(await seriousViolations(page, "/manage/inbox (message drawer)")));

  expect(failures).toEqual([]);
});
