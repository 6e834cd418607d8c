// The studio's staff roles in the browser: an administrator makes a customer a producer, then an
// accountant, on the user's page; each signs in to the management area and its sidebar shows only
// their part of the studio, and a page outside it says so instead of opening.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { registeredCustomer } from "./fulfilmentFixtures.ts";
import { signIn, signOut } from "./helpers.ts";

async function setRole(page: Page, person: { email: string; name: string }, label: string) {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto(`/manage/users?filters=${encodeURIComponent(`email~${person.email}`)}`);
  await page.getByRole("table").locator('a[href^="/manage/users/"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
  await page.getByRole("textbox", { name: "Role" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await page.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("dialog", { name: "Change role" }).getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText(`${person.name} is now ${label === "Accountant" ? "an" : "a"} ${label.toLowerCase()}.`)).toBeVisible();
  await page.context().clearCookies();
}

test("a producer and an accountant each see their own part of the management area", async ({ page }) => {
  const person = await registeredCustomer("Pia Producer");
  await person.api.dispose();

  await setRole(page, person, "Producer");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/manage$/);
  const sidebar = page.getByRole("navigation", { name: "Management · Producer" });
  for (const link of ["Orders", "Inbox"]) await expect(sidebar.getByRole("link", { name: link, exact: true })).toBeVisible();
  for (const link of ["Payments", "Payouts", "Users", "Settings", "Tax rates"]) await expect(sidebar.getByRole("link", { name: link, exact: true })).toHaveCount(0);
  await page.goto("/manage/payments");
  await expect(page.getByText("You do not have access to this page: it is not part of a producer's work")).toBeVisible();
  await signOut(page, person.name);

  await setRole(page, person, "Accountant");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/manage$/);
  const books = page.getByRole("navigation", { name: "Management · Accountant" });
  for (const link of ["Orders", "Payments", "Payouts"]) await expect(books.getByRole("link", { name: link, exact: true })).toBeVisible();
  for (const link of ["Inbox", "Users", "Settings"]) await expect(books.getByRole("link", { name: link, exact: true })).toHaveCount(0);
  await books.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.goto("/manage/users");
  await expect(page.getByText("You do not have access to this page: it is not part of an accountant's work")).toBeVisible();
});
