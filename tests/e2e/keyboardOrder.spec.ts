// A guest orders telephone prompts and pays without touching the mouse: every control is reached
// with Tab (so it is in the tab order, in a sensible place), filled by typing, chosen with the
// arrow keys or by typing its name, and sent with Enter. No click, check or fill is used here.
// Along the way: a new page puts the focus on its content, a focused field shows a ring, choosing
// a billing country keeps the focus, and a declined card brings the focus back to the card number.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

const TAB_LIMIT = 120;

/** Presses Tab until `target` has the keyboard focus; fails when it is not in the tab order. */
async function tabTo(page: Page, target: Locator, what: string) {
  await target.waitFor();
  for (let press = 0; press < TAB_LIMIT; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${what} is not reached with Tab`);
}

async function typeInto(page: Page, field: Locator, what: string, text: string) {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
}

async function press(page: Page, button: Locator, what: string) {
  await tabTo(page, button, what);
  await page.keyboard.press("Enter");
}

test("a guest orders telephone prompts and pays with the keyboard alone", async ({ page }) => {
  await page.goto("/order");
  await press(page, page.getByRole("link", { name: "Start your order: Telephone voice prompts" }), "the prompts wizard's link");
  await expect(page).toHaveURL(/\/order\/telephone-voice-prompts/);

  const fileName = page.getByLabel("File name");
  await typeInto(page, fileName, "File name", "welcome");
  expect(await fileName.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  await typeInto(page, page.getByLabel("Text"), "Text", "Thank you for calling Northwind Dental. Please hold the line.");
  await press(page, page.getByRole("button", { name: "Continue to voice" }), "Continue to voice");

  // The language list finds a language by its name as it is typed.
  const language = page.getByRole("combobox", { name: "Language" });
  await typeInto(page, language, "Language", "British");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(language).toHaveValue("British English");

  // A radio group is one stop in the tab order; the arrow keys move the choice within it.
  const voices = page.getByRole("radio");
  await tabTo(page, voices.first(), "the first voice");
  await page.keyboard.press("ArrowDown");
  await expect(voices.nth(1)).toBeChecked();
  await press(page, page.getByRole("button", { name: "Continue to delivery" }), "Continue to delivery");
  await press(page, page.getByRole("button", { name: "Continue to review" }), "Continue to review");
  await press(page, page.getByRole("button", { name: "Continue to payment" }), "Continue to payment");

  await expect(page).toHaveURL(/\/order\/guest-payment\?service=telephone-voice-prompts$/);
  // The new page has the focus on its content, past the header's links.
  await expect(page.locator("main")).toBeFocused();
  await typeInto(page, page.getByLabel("E-mail"), "E-mail", uniqueEmail("guest.keyboard"));
  await typeInto(page, page.getByLabel("Name"), "Name", "Kees Keyboard");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await press(page, page.getByRole("button", { name: "Continue to payment" }), "Continue to payment (guest details)");

  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Pay for order \d+/);
  // Choosing another billing country with Enter keeps the focus on the field.
  const country = page.getByRole("combobox", { name: "Billing country" });
  await typeInto(page, country, "Billing country", "Belgium");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue(/Belgium/);
  await expect(country).toBeFocused();

  // A declined card: the message is said and the focus is back on the card number.
  const card = page.getByRole("form", { name: "Card details" });
  const cardNumber = card.getByLabel("Card number");
  await typeInto(page, cardNumber, "Card number", "4000000000000002");
  await typeInto(page, card.getByLabel(/^Expiry/), "Expiry", "1234");
  await typeInto(page, card.getByLabel("CVC"), "CVC", "123");
  await page.keyboard.press("Enter");
  await expect(card.getByRole("alert")).toContainText("declined");
  await expect(cardNumber).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is paid" })).toBeVisible({ timeout: 30_000 });
});
