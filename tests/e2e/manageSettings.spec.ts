// The studio's settings in a real browser: the administrator changes the words per minute and the
// referral rate, is told they are saved and finds them after a reload; a bad contact e-mail is
// named under its field and not saved. The shared server's settings are put back at the end, so
// other specs see the seeded ones. Last, axe checks the page.
import { type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { signIn } from "./helpers.ts";

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
}

const fields = (page: Page) => ({
  wordsPerMinute: page.getByLabel("Words per minute"),
  referralRate: page.getByLabel("Referral rate"),
  contactEmail: page.getByLabel(/^Contact e-mail/),
});

async function save(page: Page) {
  await page.getByRole("button", { name: "Save settings" }).click();
}

test("the administrator changes the words per minute and the referral rate; a bad e-mail is named under its field", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("navigation").getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Services", exact: true }).last()).toHaveAttribute("href", "/manage/services");
  await expect(page.getByText("STRIPE_PUBLISHABLE_KEY")).toBeVisible();

  const form = fields(page);
  const original = { wordsPerMinute: await form.wordsPerMinute.inputValue(), referralRate: await form.referralRate.inputValue(), contactEmail: await form.contactEmail.inputValue() };
  try {
    await form.wordsPerMinute.fill("163");
    await form.referralRate.fill("12.5");
    await save(page);
    await expect(page.getByText("The settings are saved.")).toBeVisible();

    await page.reload();
    await expect(fields(page).wordsPerMinute).toHaveValue("163");
    await expect(fields(page).referralRate).toHaveValue("12.5");

    await fields(page).contactEmail.fill("not an address");
    await save(page);
    await expect(fields(page).contactEmail).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("must be an email")).toBeVisible();
    await page.reload();
    await expect(fields(page).contactEmail).toHaveValue(original.contactEmail);
  } finally {
    await page.goto("/manage/settings");
    const again = fields(page);
    await again.wordsPerMinute.fill(original.wordsPerMinute);
    await again.referralRate.fill(original.referralRate);
    await again.contactEmail.fill(original.contactEmail);
    await save(page);
    await expect(page.getByText("The settings are saved.")).toBeVisible();
  }
});

test("the settings page has no serious or critical accessibility violation", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/manage/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  expect(await seriousViolations(page, "/manage/settings")).toEqual([]);
});
