import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { screenProblems } from "./accessibility.ts";
import { registeredCustomer } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

test("the administrator filters the users table through the URL", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);

  await page.goto("/manage/users?filters=role~ADMIN");
  const table = page.getByRole("table");
  await expect(table.getByText(E2E.admin.email)).toBeVisible();
  await expect(page.getByText(/^1 user/)).toBeVisible();

  await page.goto("/manage/users?filters=role~CUSTOMER");
  await expect(table.getByText(E2E.admin.email)).toHaveCount(0);

  await page.goto("/manage/users?filters=role~BOGUS~x");
  await expect(page.getByText("Invalid operator BOGUS at position 1").first()).toBeVisible();

  await page.goto("/manage/logs");
  await expect(page.getByRole("table").getByText("user.signed_in").first()).toBeVisible();
});

test("a list query the server refuses shows its message in the table's place until the URL changes", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  // A date the client lets through and PostgreSQL cannot store: the server's BAD_LIST_QUERY.
  await page.goto("/manage/users?filters=createdAt~EQUAL~0000-01-01");
  const problem = page.getByRole("alert").filter({ hasText: "This list cannot be shown" });
  await expect(problem).toContainText('Invalid value "0000-01-01" for field createdAt');

  await page.getByRole("link", { name: "Show the whole list" }).click();
  await expect(page).toHaveURL(/\/manage\/users$/);
  await expect(page.getByRole("table").getByText(E2E.admin.email)).toBeVisible();
  await expect(problem).toHaveCount(0);
  await page.goBack();
  await expect(problem).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("table").getByText(E2E.admin.email)).toBeVisible();
});

test("customers cannot open the management area", async ({ page }) => {
  await page.goto("/manage/users");
  await expect(page).toHaveURL(/\/login\?next=/);
});

test("no management table makes the page wider than a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  for (const path of ["/manage/orders", "/manage/payments", "/manage/discounts", "/manage/users", "/manage/tax", "/manage/inbox", "/manage/logs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }
});

test("a user's page fits a 375 px screen, a long e-mail address included", async ({ page }) => {
  const customer = await registeredCustomer("Wilhelmina Longaddress Customer Of The Studio");
  await customer.api.dispose();
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/manage/users?filters=${encodeURIComponent(`email~${customer.email}`)}`);
  await page.getByRole("table").locator('a[href^="/manage/users/"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();
  await expect(page.getByRole("main").getByText(customer.email).first()).toBeVisible();
  expect(await screenProblems(page, "/manage/users/:id")).toEqual([]);
});
