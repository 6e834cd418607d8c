// Buying a revision beyond the free ones in a real browser: the administrator sells extra
// revisions on /manage/settings (no free ones, €25.00 net each); a guest whose order was delivered
// sees the price with the order's tax on the private link, says what should change and pays with
// the test card 4242 4242 4242 4242. The order goes back to the studio as "Revision requested",
// the payment shows as the extra revision's, and its invoice joins the order's. The shared
// server's settings are put back at the end.
import type { Browser, Page } from "@playwright/test";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { deliverOrder, paidGuestOrder } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPTS = [{ name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." }];

async function adminSettingsPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/settings");
  return page;
}

async function setRevisionSettings(page: Page, values: { free: string; price: string }) {
  await page.getByLabel("Free revisions").fill(values.free);
  await page.getByLabel("Extra revision", { exact: true }).fill(values.price);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings are saved.")).toBeVisible();
}

test("a guest buys an extra revision with the test card once the free ones are used", async ({ page, browser }) => {
  // An order rendered and delivered, the administrator's settings and the guest's page: three sessions' work.
  test.setTimeout(120_000);
  const order = await paidGuestOrder(PROMPTS, ["MP3"]);
  await deliverOrder(order.id, PROMPTS.length);

  const admin = await adminSettingsPage(browser);
  const original = { free: await admin.getByLabel("Free revisions").inputValue(), price: await admin.getByLabel("Extra revision", { exact: true }).inputValue() };
  try {
    await setRevisionSettings(admin, { free: "0", price: "25" });

    await page.goto(`/order/guest-payment/${encodeURIComponent(order.id)}?key=${order.key}`);
    await expect(page.getByTestId("order-status")).toHaveText("Delivered");
    await expect(page.getByTestId("revision-refusal")).toHaveText("This order has no free revisions. You can buy an extra revision.");
    // The guest's order was paid with tax for the Netherlands: 21 % on the studio's €25.00.
    await expect(page.getByTestId("extra-revision-price")).toHaveText("An extra revision costs €30.25, including €5.25 tax.");
    const purchase = page.getByRole("region", { name: "Buy an extra revision" });
    await purchase.getByLabel("Card number").waitFor();
    expect(await desktopAndPhoneProblems(page, "a delivered order with the extra revision's card form")).toEqual([]);

    // Paying without saying what should change is stopped before any payment opens.
    await purchase.getByLabel("Card number").fill("4242 4242 4242 4242");
    await purchase.getByLabel(/^Expiry/).fill("12 / 34");
    await purchase.getByLabel(/^CVC/).fill("123");
    await purchase.getByRole("button", { name: "Pay €30.25" }).click();
    await expect(purchase.getByText("Say what should change.")).toBeVisible();

    await purchase.getByLabel("What should change?").fill("A little warmer, and slower on the opening hours.");
    await purchase.getByRole("button", { name: "Pay €30.25" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Revision requested");
    await expect(page.getByText("The studio has your revision request and records the changes.")).toBeVisible();
    await expect(page.getByText("A little warmer, and slower on the opening hours.").first()).toBeVisible();
    const payments = page.getByTestId("order-payments");
    await expect(payments.getByRole("row").filter({ hasText: "Extra revision" })).toContainText("€30.25");
    const invoices = page.getByTestId("order-invoices").getByRole("listitem");
    await expect(invoices).toHaveCount(2);
    await expect(invoices.nth(1)).toContainText("€30.25");
  } finally {
    await admin.goto("/manage/settings");
    await setRevisionSettings(admin, original);
    await admin.context().close();
  }
});
