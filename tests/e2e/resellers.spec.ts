// The reseller programme's application in a real browser: a customer applies on
// /account/reseller; the administrator approves it with terms on /manage/reseller-applications;
// the studio edits the terms and suspends the reseller on /manage/resellers; the customer then sees
// their terms (and the suspension) on /account/reseller.
import { E2E } from "./environment.ts";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { signIn, uniqueEmail } from "./helpers.ts";

const PASSWORD = "reseller e2e password";

test("a customer applies, the studio approves with terms, the customer sees them", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("reseller");
  const company = `Dub ${Date.now().toString(36)}`;

  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Rita Reseller");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

  await page.goto("/account/reseller");
  const form = page.getByRole("form", { name: "Reseller application" });
  await form.getByLabel(/^Company/).fill(company);
  const country = form.getByRole("combobox", { name: /^Country/ });
  await country.click();
  await country.fill("Netherlands");
  await page.getByRole("option", { name: "Netherlands", exact: true }).click();
  // A VAT number of another country than the company's: the server names the field.
  await form.getByLabel(/^VAT number/).fill("DE123456789");
  await form.getByLabel(/^How do you sell/).fill("We resell to advertising agencies.");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText(/must start with NL/)).toBeVisible();
  expect(await desktopAndPhoneProblems(page, "/account/reseller (the application with a field error)")).toEqual([]);
  await form.getByLabel(/^VAT number/).fill("NL853247123B01");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Application received")).toBeVisible();

  const studio = await browser.newPage({ baseURL: E2E.baseUrl });
  await signIn(studio, E2E.admin.email, E2E.admin.password);
  await expect(studio).not.toHaveURL(/\/login/);
  await studio.goto(`/manage/reseller-applications?filters=${encodeURIComponent("status~SUBMITTED")}`);
  const row = studio.getByTestId("reseller-application-row").filter({ hasText: company });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Approve ${company}` }).click();
  const modal = studio.getByRole("dialog", { name: "Approve application" });
  await modal.getByLabel(/^Wholesale discount/).fill("25");
  await modal.getByLabel(/^Commission rate/).fill("5");
  expect(await desktopAndPhoneProblems(studio, "/manage/reseller-applications (approve dialog)")).toEqual([]);
  await modal.getByRole("button", { name: "Approve" }).click();
  await expect(modal).toBeHidden();
  await expect(row.getByText("Approved")).toBeVisible();

  // The new reseller in the studio's table: their terms edited, then suspended with a reason.
  await studio.goto("/manage/resellers");
  const reseller = studio.getByTestId("reseller-row").filter({ hasText: email });
  await expect(reseller).toContainText("25 %");
  await reseller.getByRole("button", { name: `Edit terms of ${email}` }).click();
  const terms = studio.getByRole("dialog", { name: "Edit terms" });
  await terms.getByLabel(/^Wholesale discount/).fill("30");
  await terms.getByRole("button", { name: "Save terms" }).click();
  await expect(terms).toBeHidden();
  await expect(reseller).toContainText("30 %");
  await reseller.getByRole("button", { name: `Suspend ${email}` }).click();
  const suspend = studio.getByRole("dialog", { name: "Suspend reseller" });
  await suspend.getByLabel(/^Reason/).fill("Unpaid invoices");
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(reseller.getByText("Suspended")).toBeVisible();
  await studio.close();

  await page.goto("/account/reseller");
  await expect(page.getByText("Your terms")).toBeVisible();
  await expect(page.getByTestId("wholesale-discount")).toHaveText("30 %");
  await expect(page.getByTestId("commission-rate")).toHaveText("5 %");
  await expect(page.getByText("Your reseller account is suspended")).toBeVisible();
  await expect(page.getByText("Unpaid invoices")).toBeVisible();
});
