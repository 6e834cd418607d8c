// The studio's companies in a real browser: the administrator finds a company on
// /manage/companies, fixes its VAT number on its page (the server's message for a wrong prefix
// first), adds a member by e-mail address, and merges a duplicate (with its member and order)
// into it.
//
// There is no way to create a company through the API or the site (a company is made by the
// studio's data, not by a customer), so, as partners.spec.ts does, this spec runs its own
// instance of the application on a fresh embedded database in this process, creates the
// companies, people and order with Prisma, and drives the browser against it.
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";
import { ownAppForSpec } from "./ownApp.ts";

const own = ownAppForSpec("companies");

/** A customer account made in the database (they never sign in here). */
async function customer(name: string, email: string, companyId: string | null = null) {
  return own().app.services.prisma.user.create({
    data: { name, email, passwordHash: "not-a-password-hash", referralCode: `E2E${Math.random().toString(36).slice(2, 10).toUpperCase()}`, companyId },
  });
}

test("the administrator fixes a company, adds a member and merges a duplicate into it", async ({ browser }) => {
  test.setTimeout(120_000);
  const prisma = own().app.services.prisma;
  const kept = await prisma.company.create({ data: { name: "Globex Corporation", country: "NL", city: "Utrecht" } });
  const duplicate = await prisma.company.create({ data: { name: "Globex Corp.", country: "NL" } });
  await prisma.company.create({ data: { name: "Initech GmbH", country: "DE", vatNumber: "DE123456789" } });
  const ginaEmail = uniqueEmail("gina");
  const gina = await customer("Gina Globex", ginaEmail, duplicate.id);
  const annaEmail = uniqueEmail("anna");
  await customer("Anna Adder", annaEmail);
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await prisma.order.create({
    data: { serviceId: service.id, userId: gina.id, companyId: duplicate.id, status: "PENDING_PAYMENT", subtotal: 60000, taxTotal: 12600, total: 72600, placedAt: new Date() },
  });

  const page = await own().signedInPage(browser, own().admin.email, own().admin.password);

  // The table: found by name; the country filter leaves the German company out.
  await page.goto(`${own().base}/manage/companies`);
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Companies" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search" }).fill("Globex");
  await expect(page).toHaveURL(/filterGroups=/);
  await expect(page.getByText(/^2 companies$/)).toBeVisible();
  await expect(page.getByTestId("company-row").filter({ hasText: "Initech GmbH" })).toHaveCount(0);
  const row = page.getByTestId("company-row").filter({ hasText: "Globex Corporation" });
  await expect(row.getByText("Netherlands")).toBeVisible();
  await page.goto(`${own().base}/manage/companies?filters=${encodeURIComponent("country~DE")}`);
  await expect(page.getByText(/^1 company$/)).toBeVisible();
  await expect(page.getByTestId("company-row").filter({ hasText: "Initech GmbH" }).getByText("DE123456789")).toBeVisible();
  await page.goto(`${own().base}/manage/companies?filterGroups=${encodeURIComponent("OR~name~ILIKE~Globex,vatNumber~ILIKE~Globex")}`);
  await page.getByRole("link", { name: "Globex Corporation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Globex Corporation" })).toBeVisible();

  // The VAT number: a German number for a Dutch company is refused next to its field.
  const details = page.getByRole("form", { name: "Edit Globex Corporation" });
  await details.getByLabel("VAT number").fill("DE123456789");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("must start with NL, the prefix of the company's country")).toBeVisible();
  await details.getByLabel("VAT number").fill("nl 8532.47.123.b01");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Globex Corporation is saved.")).toBeVisible();
  await expect(details.getByLabel("VAT number")).toHaveValue("NL853247123B01");
  await expect(details.getByText("must start with NL")).toHaveCount(0);
  expect((await prisma.company.findUniqueOrThrow({ where: { id: kept.id } })).vatNumber).toBe("NL853247123B01");

  // A member by e-mail address: an unknown address first, then Anna's.
  const addMember = page.getByRole("form", { name: "Add a member" });
  await addMember.getByLabel("Add member").fill("nobody@example.com");
  await addMember.getByRole("button", { name: "Add member" }).click();
  await expect(addMember.getByText("is not the address of a customer account")).toBeVisible();
  await addMember.getByLabel("Add member").fill(annaEmail);
  await addMember.getByRole("button", { name: "Add member" }).click();
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByRole("link", { name: annaEmail })).toBeVisible();
  await expect(addMember.getByLabel("Add member")).toHaveValue("");

  // The duplicate: its member and order move here, and it leaves the table.
  const find = page.getByRole("form", { name: "Find duplicates" });
  await find.getByLabel("Find companies by name").fill("Globex");
  await find.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/duplicates=Globex/);
  await page.getByRole("combobox", { name: "Duplicates" }).click();
  await expect(page.getByRole("option", { name: /Initech/ })).toHaveCount(0);
  await expect(page.getByRole("option", { name: /^Globex Corporation/ })).toHaveCount(0);
  await page.getByRole("option", { name: /^Globex Corp\./ }).click();
  await page.getByRole("button", { name: "Merge 1 company" }).click();
  const dialog = page.getByRole("dialog", { name: "Merge companies" });
  await expect(dialog.getByText("1 member and 1 order of Globex Corp. move to Globex Corporation")).toBeVisible();
  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText("Globex Corp. is merged into Globex Corporation.")).toBeVisible();
  await expect(members.getByRole("link", { name: ginaEmail })).toBeVisible();
  const orders = page.getByRole("table", { name: "Recent orders" });
  await expect(orders.getByRole("link", { name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Globex Corporation" })).toBeVisible();
  expect((await prisma.company.findUniqueOrThrow({ where: { id: duplicate.id } })).archivedAt).not.toBeNull();
  await page.getByRole("combobox", { name: "Duplicates" }).click();
  await expect(page.getByRole("option", { name: /^Globex Corp\./ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Removing a member asks first.
  await members.getByRole("button", { name: `Remove ${annaEmail}` }).click();
  await page.getByRole("dialog", { name: "Remove member" }).getByRole("button", { name: "Remove member" }).click();
  await expect(members.getByRole("link", { name: annaEmail })).toHaveCount(0);

  await page.getByRole("link", { name: ginaEmail }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gina Globex" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Globex Corporation" })).toBeVisible();

  await page.goto(`${own().base}/manage/companies?filterGroups=${encodeURIComponent("OR~name~ILIKE~Globex,vatNumber~ILIKE~Globex")}`);
  await expect(page.getByText(/^1 company$/)).toBeVisible();
  await page.goto(`${own().base}/manage/companies?filterGroups=${encodeURIComponent("OR~name~ILIKE~NL853247,vatNumber~ILIKE~NL853247")}`);
  await expect(page.getByTestId("company-row").filter({ hasText: "Globex Corporation" })).toBeVisible();

  // Neither screen makes the page wider than a 390 px screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/manage/companies", `/manage/companies/${encodeURIComponent(Buffer.from(`Company:${kept.id}`).toString("base64"))}`]) {
    await page.goto(`${own().base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }
  await page.context().close();
});
