// The site content screen in a real browser: the administrator edits an FAQ answer (two
// paragraphs) and the public /faq page shows it. The seeded answer is put back at the end, since
// the public pages' tests read the seeded FAQ.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { signIn } from "./helpers.ts";

const QUESTION = "How quickly will I receive my recordings?";

async function setAnswer(page: Page, answer: string) {
  await page.goto("/manage/content?kind=FAQ");
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Edit ${QUESTION}` }).click();
  const drawer = page.getByRole("dialog", { name: `Edit ${QUESTION}` });
  const field = drawer.getByLabel("Answer");
  const before = await field.inputValue();
  await field.fill(answer);
  await drawer.getByRole("button", { name: "Save entry" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`${QUESTION} is saved.`)).toBeVisible();
  return before;
}

test("the administrator edits an FAQ answer and the FAQ page shows it", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);

  const stamp = Date.now().toString(36);
  const first = `We deliver within two working days (checked ${stamp}).`;
  const second = "Rush orders arrive the next working day.";
  const original = await setAnswer(page, `${first}\n\n${second}`);
  expect(original).not.toBe("");
  try {
    await page.goto("/faq");
    await page.getByRole("button", { name: QUESTION }).click();
    await expect(page.getByText(first, { exact: true })).toBeVisible();
    await expect(page.getByText(second, { exact: true })).toBeVisible();
  } finally {
    await setAnswer(page, original);
  }

  await page.goto("/faq");
  await expect(page.getByText(first)).toHaveCount(0);
});
