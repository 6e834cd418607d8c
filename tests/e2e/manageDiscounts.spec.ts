// Discount codes and tax rates in a real browser: an administrator creates a code (and is told
// next to the field when the code is taken), finds it in the table, filters the table through
// the URL, edits and deactivates it; creates a tax rate, sees it in its table and deactivates it
// again (so other tests see the seeded rates only). Last, axe checks both screens with their
// drawers open.
import { type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { signIn } from "./helpers.ts";

async function signInAsAdmin(page: Page) {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
}

const uniqueCode = () => `E2E-${Date.now().toString(36).toUpperCase()}`;

test("the administrator creates a discount code, filters the table through the URL and edits the code", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Discount codes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/discounts$/);

  const code = uniqueCode();
  await page.getByRole("button", { name: "New discount code" }).click();
  const drawer = page.getByRole("dialog", { name: "New discount code" });
  await drawer.getByLabel(/^Code/).fill(code.toLowerCase());
  // The form checks before sending: a percentage is required for a percentage code.
  await drawer.getByRole("button", { name: "Create code" }).click();
  await expect(drawer.getByText("should not be empty")).toBeVisible();
  await drawer.getByLabel("Percentage off").fill("15");
  await drawer.getByLabel("Uses in all").fill("10");
  await drawer.getByLabel("Uses per customer").fill("1");
  await drawer.getByLabel("Minimum subtotal").fill("50");
  await drawer.getByRole("combobox", { name: "Services" }).click();
  await page.getByRole("option", { name: "Mobile voicemail" }).click();
  await page.keyboard.press("Escape");
  await drawer.getByRole("button", { name: "Create code" }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15 % off");
  await expect(row).toContainText("Minimum €50.00");
  await expect(row).toContainText("Only Mobile voicemail");
  await expect(row.getByTestId("discount-usage")).toHaveText("0 / 10");
  await expect(row).toContainText("1 per customer");
  await expect(row).toContainText("Active");

  // The same code again: the server's answer shows next to the code field.
  await page.getByRole("button", { name: "New discount code" }).click();
  const second = page.getByRole("dialog", { name: "New discount code" });
  await second.getByLabel(/^Code/).fill(code);
  await second.getByLabel("Percentage off").fill("5");
  await second.getByRole("button", { name: "Create code" }).click();
  await expect(second.getByText("is already used by another code")).toBeVisible();
  await second.getByRole("button", { name: "Cancel" }).click();
  await expect(second).toBeHidden();

  // Filters live in the URL: a link shows the same table.
  await page.goto(`/manage/discounts?filters=${encodeURIComponent(`code~ILIKE~${code}`)}`);
  await expect(page.getByText("1 discount code", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code })).toBeVisible();
  await page.goto(`/manage/discounts?filters=${encodeURIComponent(`code~ILIKE~${code},kind~FIXED`)}`);
  await expect(page.getByText("No discount codes match these filters")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Kind" })).toHaveValue("Fixed amount");
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/manage\/discounts$/);
  await page.goto(`/manage/discounts?filters=${encodeURIComponent("amount~100")}`);
  await expect(page.getByRole("alert")).toContainText("The following fields are not whitelisted: amount");

  // Edit: a new percentage, switched off.
  await page.goto(`/manage/discounts?filters=${encodeURIComponent(`code~ILIKE~${code}`)}`);
  await page.getByRole("button", { name: `Edit ${code}` }).click();
  const editor = page.getByRole("dialog", { name: `Edit ${code}` });
  await expect(editor.getByLabel("Percentage off")).toHaveValue("15");
  await editor.getByLabel("Percentage off").fill("20");
  // The validity window: the end picked with the date-time picker (the 28th of the month shown).
  await editor.getByRole("button", { name: /^Ends/ }).click();
  const shownMonth = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" }).format(new Date());
  await page.getByRole("button", { name: `28 ${shownMonth}`, exact: true }).click();
  await page.getByRole("button", { name: "Confirm date and time" }).click();
  await expect(editor.getByRole("button", { name: /^Ends/ })).toContainText(`28 ${shownMonth.slice(0, 3)}`);
  await editor.getByRole("switch", { name: "Active" }).uncheck();
  await editor.getByRole("button", { name: "Save code" }).click();
  await expect(editor).toBeHidden();
  const edited = page.getByRole("row").filter({ hasText: code });
  await expect(edited).toContainText("20 % off");
  await expect(edited).toContainText(`Until 28 ${new Intl.DateTimeFormat("en-GB", { month: "short" }).format(new Date())}`);
  await expect(edited).toContainText("Inactive");

  await page.goto(`/manage/discounts?filters=${encodeURIComponent(`code~ILIKE~${code},active~false`)}`);
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("20 % off");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Inactive");
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Inactive");
});

test("the administrator creates a tax rate, sees it in the table and deactivates it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/manage/tax");
  await expect(page.getByRole("heading", { level: 1, name: "Tax rates" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Austria VAT (USt.) 20 %" })).toContainText("20 %");
  // The OSS report of a quarter downloads as CSV.
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /^\/api\/tax\/oss\.csv\?quarter=\d{4}-Q[1-4]$/);

  await page.getByRole("button", { name: "New tax rate" }).click();
  const drawer = page.getByRole("dialog", { name: "New tax rate" });
  await drawer.getByLabel(/^Name/).fill("Iceland VAT (VSK) 24 %");
  // The country is chosen by name from the list, not typed as a code.
  const country = drawer.getByRole("combobox", { name: /^Country/ });
  await country.click();
  await country.fill("Icel");
  await page.getByRole("option", { name: "Iceland", exact: true }).click();
  await expect(country).toHaveValue("Iceland");
  await drawer.getByLabel(/^Rate/).fill("24");
  await drawer.getByRole("button", { name: "Create tax rate" }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "Iceland VAT (VSK) 24 %" });
  await expect(row).toContainText("Iceland");
  await expect(row).toContainText("IS");
  await expect(row).toContainText("24 %");
  await expect(row).toContainText("Active");

  // A second rate for the same country is refused next to the country field.
  await page.getByRole("button", { name: "New tax rate" }).click();
  const again = page.getByRole("dialog", { name: "New tax rate" });
  await again.getByLabel(/^Name/).fill("Iceland again");
  const againCountry = again.getByRole("combobox", { name: /^Country/ });
  await againCountry.click();
  await againCountry.fill("Iceland");
  await page.getByRole("option", { name: "Iceland", exact: true }).click();
  await again.getByLabel(/^Rate/).fill("6");
  await again.getByRole("button", { name: "Create tax rate" }).click();
  await expect(again.getByText("already has a tax rate for the whole country")).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/manage/tax?filters=${encodeURIComponent("country~IS")}`);
  await expect(page.getByText("1 tax rate", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit Iceland VAT (VSK) 24 %" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Iceland VAT (VSK) 24 %" });
  await editor.getByRole("switch", { name: "Active" }).uncheck();
  await editor.getByRole("button", { name: "Save tax rate" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Iceland VAT (VSK) 24 %" })).toContainText("Inactive");
});

test("the discount and tax screens have no serious or critical accessibility violation", async ({ page }) => {
  await signInAsAdmin(page);
  const failures: string[] = [];

  await page.goto("/manage/discounts");
  await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/discounts")));
  await page.getByRole("button", { name: "New discount code" }).click();
  await expect(page.getByRole("dialog", { name: "New discount code" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/discounts (drawer)")));
  await page.getByRole("dialog", { name: "New discount code" }).getByRole("button", { name: /^Starts/ }).click();
  await expect(page.getByRole("button", { name: "Confirm date and time" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/discounts (date-time picker)")));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await page.goto("/manage/tax");
  await expect(page.getByRole("heading", { level: 1, name: "Tax rates" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/tax")));
  await page.getByRole("button", { name: "New tax rate" }).click();
  await expect(page.getByRole("dialog", { name: "New tax rate" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/tax (drawer)")));

  expect(failures).toEqual([]);
});
