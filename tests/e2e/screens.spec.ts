// Every screen of fulfilment, the partner programmes and running the studio, on a desktop and on
// a phone (375 px): axe finds no serious or critical violation and nothing is wider than the
// screen. The administrator opens the management screens and their own account's screens; a
// guest opens the private link of a delivered order. Run after the flows that fill these screens,
// they also show rows (referrals, payouts, resellers); alone, they show their empty states.
import type { Page } from "@playwright/test";
import { screenProblems } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { deliverOrder, paidGuestOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 800 },
];

const MANAGEMENT_SCREENS = [
  "/manage",
  "/manage/orders",
  "/manage/payments",
  "/manage/users",
  "/manage/companies",
  "/manage/referrals",
  "/manage/payouts",
  "/manage/reseller-applications",
  "/manage/resellers",
  "/manage/settings",
  "/manage/openrouter",
  "/manage/profile",
  "/manage/logs",
  "/manage/outbox",
];

const ACCOUNT_SCREENS = ["/account", "/account/profile", "/account/export", "/account/referrals", "/account/reseller", "/account/order/history"];

/** The screen at `path`, once its heading shows: axe's serious findings and its width. */
async function problemsAt(page: Page, path: string, where: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first(), where).toBeVisible();
  return screenProblems(page, where);
}

let delivered: { id: string; number: number; key: string };

test.beforeAll(async () => {
  const prompts = [{ name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." }];
  delivered = await paidGuestOrder(prompts, ["MP3", "MULAW_8K_WAV"]);
  await deliverOrder(delivered.id, prompts.length);
});

for (const viewport of VIEWPORTS) {
  test(`the management and account screens pass axe and fit the screen (${viewport.name})`, async ({ page }) => {
    // Two dozen screens, each read by axe: over a minute on a loaded 2-core machine.
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, E2E.admin.email, E2E.admin.password);
    await expect(page).toHaveURL(/\/manage/);
    const problems: string[] = [];
    const orderPath = `/manage/orders/${delivered.id}`;
    for (const path of [...MANAGEMENT_SCREENS, orderPath, `${orderPath}/sheet`, ...ACCOUNT_SCREENS]) {
      problems.push(...(await problemsAt(page, path, `${path} (${viewport.name})`)));
    }
    expect(problems).toEqual([]);
  });

  test(`a delivered order's private link passes axe and fits the screen (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const path = `/order/guest-payment/${delivered.id}?key=${delivered.key}`;
    await page.goto(path);
    await expect(page.getByTestId("order-status")).toHaveText("Delivered");
    expect(await screenProblems(page, `private link (${viewport.name})`)).toEqual([]);
  });
}
