// The order desk's bulk work and exports in the browser: the studio picks a customer's paid
// orders, starts their production in one go, exports them as CSV (the filtered table, and the
// picked rows), and keeps the filter as a saved filter to apply again. On an app of the spec's own,
// whose database the spec writes the paid orders into (the shared server's orders are limited per
// address).
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";
import { ownAppForSpec } from "./ownApp.ts";

const own = ownAppForSpec("bulk-orders");

async function paidOrder(email: string) {
  const { prisma } = own().app.services;
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  return prisma.order.create({
    data: { serviceId: service.id, guestEmail: email, guestName: "Bea Bulk Bakery", status: "PAID", subtotal: 5000, total: 5000, currency: "EUR", placedAt: new Date(), paidAt: new Date(), dueAt: new Date(Date.now() + 3 * 86_400_000) },
  });
}

test("the studio starts production of several orders at once and exports them as CSV", async ({ browser }) => {
  // Two downloads, a saved filter and two bulk moves on a fresh app: longer than one page's journey.
  test.setTimeout(120_000);
  const email = uniqueEmail("bulk.bakery");
  const first = await paidOrder(email);
  const second = await paidOrder(email);
  // Another customer's order, so that the table shows when the search has filtered it.
  await paidOrder(uniqueEmail("corner.shop"));

  const page = await own().signedInPage(browser, own().admin.email, own().admin.password);
  await own().open(page, "/manage/orders");
  await expect(page.getByText("3 orders", { exact: true })).toBeVisible();

  // The saved-filters menu opened while the search waits to reach the URL (a pause in typing)
  // stays open when it does and the table reloads. The page's clock stands still from typing until
  // the menu has opened (its transition, well within the search's pause), so the menu surely opens first.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.clock.runFor(200);
  const savedFilters = page.getByTestId("saved-filters");
  await expect(savedFilters.getByRole("button", { name: "Save current filter…" })).toBeVisible();
  await expect(page).not.toHaveURL(/bulk\.bakery\./);
  await page.clock.resume();
  await expect(page).toHaveURL(/bulk\.bakery\./);
  await expect(page.getByText("2 orders", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-row")).toHaveCount(2);
  await expect(savedFilters).toBeVisible();

  // The search kept as a saved filter, applied again from an unfiltered table.
  await savedFilters.getByRole("button", { name: "Save current filter…" }).click();
  const save = page.getByRole("dialog", { name: "Save filter" });
  const filterName = `Bulk Bakery ${Date.now().toString(36)}`;
  await save.getByLabel("Name").fill(filterName);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved “${filterName}”.`)).toBeVisible();

  // The filtered table as CSV: both orders, one line each, under a header.
  const tableDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const tableCsv = await readFile(await (await tableDownload).path(), "utf8");
  expect(tableCsv.trim().split(/\r?\n/)).toHaveLength(3);
  for (const order of [first, second]) expect(tableCsv).toContain(String(order.number));

  await own().open(page, "/manage/orders");
  await expect(page.getByText("3 orders", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByTestId("saved-filters").getByRole("button", { name: filterName, exact: true }).click();
  await expect(page.getByText("2 orders", { exact: true })).toBeVisible();

  await page.getByRole("checkbox", { name: "Select all orders on this page" }).check();
  const bulk = page.getByTestId("bulk-order-actions");
  await expect(bulk).toContainText("2 selected");
  const pickedDownload = page.waitForEvent("download");
  await bulk.getByRole("link", { name: "Export selected" }).click();
  const pickedCsv = await readFile(await (await pickedDownload).path(), "utf8");
  expect(pickedCsv.trim().split(/\r?\n/)).toHaveLength(3);

  await bulk.getByRole("button", { name: "Start production" }).click();
  await expect(page.getByText("2 orders are in production.")).toBeVisible();
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText("In production");

  // Starting them again is refused per order, with the reason.
  await page.getByRole("checkbox", { name: `Select order ${first.number}` }).check();
  await page.getByTestId("bulk-order-actions").getByRole("button", { name: "Start production" }).click();
  await expect(page.getByText("1 order was not moved")).toBeVisible();
  await expect(page.getByText(new RegExp(`^Order ${first.number}: `))).toBeVisible();
});
