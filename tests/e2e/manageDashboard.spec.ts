// The studio's dashboard in a real browser: a guest's order paid by card shows in the administrator's
// figures on /manage (the page they land on after signing in, loaded with one GraphQL request); a
// figure opens the table behind it with as many rows as it counts; the period switch writes the URL;
// axe finds nothing serious at desktop width nor at 375 px, where nothing overflows.
import { type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { paidGuestOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPTS = [{ name: "welcome", text: "Welcome to Dashboard Dental." }];

/** The number a link's text shows ("3", "€1,234.50" → 123450 is not wanted: counts only). */
async function countIn(page: Page, name: RegExp | string): Promise<number> {
  const text = await page.getByRole("link", { name }).first().innerText();
  const match = text.match(/\d[\d,]*/);
  expect(match, `a number in "${text}"`).not.toBeNull();
  return Number(match![0].replace(/,/g, ""));
}

test("the administrator lands on the dashboard, sees the paid order in its figures and opens the table behind one", async ({ page }) => {
  await paidGuestOrder(PROMPTS, ["MP3"]);

  const operations: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql" && request.method() === "POST") operations.push(String(JSON.parse(request.postData() ?? "{}").operationName));
  });
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  operations.length = 0;
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Revenue and paid orders" })).toBeVisible();
  expect(operations).toEqual(["ManageDashboardRouteQuery"]);

  // The paid order: revenue above zero, at least one paid order, one order waiting in "Paid".
  const revenue = page.getByRole("link", { name: /^€[\d,]+\.\d\d$/ }).first();
  await expect(revenue).not.toHaveText("€0.00");
  const paidOrders = await countIn(page, /^\d+$/);
  expect(paidOrders).toBeGreaterThanOrEqual(1);
  const paid = page.getByRole("link", { name: /^Paid \d+$/ });
  const inPaid = Number((await paid.innerText()).match(/\d+/)![0]);
  expect(inPaid).toBeGreaterThanOrEqual(1);
  await expect(page.getByText("Nothing is due today").or(page.getByText(/to deliver today$/))).toBeVisible();

  // The "Paid" bar opens the order desk filtered by that status, with as many orders as it counts.
  await paid.click();
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/manage\/orders\?filters=status~PAID$/);
  await expect(page.getByText(`${inPaid} order${inPaid === 1 ? "" : "s"}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-row").first()).toContainText("Paid");

  // The orders paid in the last 30 days: the desk filtered by the date they were paid.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: /^\d+$/ }).first().click();
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/manage\/orders\?filters=paidAt~BETWEEN~\d{4}-\d\d-\d\dT00:00:00/);
  await expect(page.getByText(`${paidOrders} order${paidOrders === 1 ? "" : "s"}`, { exact: true })).toBeVisible();

  // The period switch asks again for months and keeps it in the URL.
  await page.goBack();
  await page.getByText("Months", { exact: true }).click();
  await expect(page).toHaveURL(/\/manage\?period=month$/);
  await expect(page.getByText("Revenue in the last 12 months, net of refunds")).toBeVisible();
});

test("the dashboard has no serious or critical accessibility violation, nor overflows a 375 px screen", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  // Loaded afresh: the sign-in's "Welcome back" notification is not the dashboard's to judge.
  await page.goto("/manage");
  await expect(page.getByRole("heading", { level: 2, name: "Orders by status" })).toBeVisible();
  const failures = await seriousViolations(page, "/manage");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/manage?period=week");
  await expect(page.getByRole("heading", { level: 2, name: "Newest messages" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage at 375 px")));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `/manage is ${width} px wide`).toBeLessThanOrEqual(375);
  expect(failures).toEqual([]);
});
