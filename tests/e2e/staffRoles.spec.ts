// The studio's staff roles in the browser: an administrator makes a customer a producer, then an
// accountant, on the user's page; each signs in to the management area and its sidebar shows only
// their part of the studio, and a page outside it says so instead of opening. On an app of the
// spec's own, whose database the spec writes the customer into (the shared server's sign-ups are
// limited per address).
import type { Browser } from "@playwright/test";
import { hashPassword } from "../../server/accounts/passwords.ts";
import { expect, test } from "./fixtures.ts";
import { ownAppForSpec } from "./ownApp.ts";

const own = ownAppForSpec("staff-roles");

const person = { name: "Pia Producer", email: "pia.producer@example.com", password: "staff roles e2e password" };

async function setRole(browser: Browser, label: string) {
  const page = await own().signedInPage(browser, own().admin.email, own().admin.password);
  const user = await own().app.services.prisma.user.findUniqueOrThrow({ where: { email: person.email } });
  await own().open(page, `/manage/users/${encodeURIComponent(Buffer.from(`User:${user.id}`).toString("base64"))}`);
  await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
  await page.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await page.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("dialog", { name: "Change role" }).getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText(`${person.name} is now ${label === "Accountant" ? "an" : "a"} ${label.toLowerCase()}.`)).toBeVisible();
  await page.context().close();
}

test("a producer and an accountant each see their own part of the management area", async ({ browser }) => {
  await own().app.services.prisma.user.create({ data: { name: person.name, email: person.email, passwordHash: await hashPassword(person.password), referralCode: "PIAPRODUCER" } });

  await setRole(browser, "Producer");
  const producer = await own().signedInPage(browser, person.email, person.password);
  await own().open(producer, "/manage");
  const sidebar = producer.getByRole("navigation", { name: "Management · Producer" });
  for (const link of ["Orders", "Inbox"]) await expect(sidebar.getByRole("link", { name: link, exact: true })).toBeVisible();
  for (const link of ["Payments", "Payouts", "Users", "Settings", "Tax rates"]) await expect(sidebar.getByRole("link", { name: link, exact: true })).toHaveCount(0);
  await own().open(producer, "/manage/payments");
  await expect(producer.getByText("You do not have access to this page: it is not part of a producer's work")).toBeVisible();
  await producer.context().close();

  await setRole(browser, "Accountant");
  const accountant = await own().signedInPage(browser, person.email, person.password);
  await own().open(accountant, "/manage");
  const books = accountant.getByRole("navigation", { name: "Management · Accountant" });
  for (const link of ["Orders", "Payments", "Payouts"]) await expect(books.getByRole("link", { name: link, exact: true })).toBeVisible();
  for (const link of ["Inbox", "Users", "Settings"]) await expect(books.getByRole("link", { name: link, exact: true })).toHaveCount(0);
  await books.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(accountant.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await own().open(accountant, "/manage/users");
  await expect(accountant.getByText("You do not have access to this page: it is not part of an accountant's work")).toBeVisible();
});
