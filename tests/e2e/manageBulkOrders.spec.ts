// The order desk's bulk work and exports in the browser: the studio picks a customer's paid
// orders, starts their production in one go, exports them as CSV (the filtered table, and the
// picked rows), and keeps the filter as a saved filter to apply again.
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { paidCustomerOrder, registeredCustomer } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

const PROMPTS = [{ name: "welcome", text: "Thank you for calling Bulk Bakery. Your call is important to us." }];

test("the studio starts production of several orders at once and exports them as CSV", async ({ page }) => {
  const customer = await registeredCustomer("Bea Bulk Bakery");
  const first = await paidCustomerOrder(customer.api, PROMPTS, ["MP3"]);
  const second = await paidCustomerOrder(customer.api, PROMPTS, ["MP3"]);
  await customer.api.dispose();

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/orders");
  await page.getByRole("searchbox", { name: "Search" }).fill(customer.email);
  await expect(page.getByText("2 orders", { exact: true })).toBeVisible();

  // The filtered table as CSV: both orders, one line each, under a header.
  const tableDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const tableCsv = await readFile(await (await tableDownload).path(), "utf8");
  const lines = tableCsv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  for (const order of [first, second]) expect(tableCsv).toContain(String(order.number));

  // The search kept as a saved filter, applied again from an unfiltered table.
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByRole("button", { name: "Save current filter…" }).click();
  const save = page.getByRole("dialog", { name: "Save filter" });
  const filterName = `Bulk Bakery ${Date.now().toString(36)}`;
  await save.getByLabel("Name").fill(filterName);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved “${filterName}”.`)).toBeVisible();
  await page.goto("/manage/orders");
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
