// A personal data export too large to hand over at once, in a real browser: the person presses
// "Download my data", the page says a link was e-mailed; the e-mailed link leads back to the page,
// which downloads the stored file for that person. The size limit is lowered on an instance of the
// application of this spec's own (ownApp.ts), signed in as its administrator: no registration.
import { readFileSync } from "node:fs";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { ownAppForSpec } from "./ownApp.ts";

const own = ownAppForSpec("account-data");

test.beforeAll(() => {
  // The server reads the limit on every request: any account's data is now "large".
  own().app.services.config.personalDataEmailBytes = 500;
});

test("a large export is e-mailed as a link, which downloads the file for its person", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await own().signedInPage(browser, own().admin.email, own().admin.password);
  await own().open(page, "/account/export");
  await page.getByRole("button", { name: "Download my data (JSON)" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "We e-mailed you a link" });
  await expect(notice).toContainText(`we sent a download link to ${own().admin.email}`);
  expect(await seriousViolations(page, "/account/export (e-mailed)")).toEqual([]);

  const email = await own().app.services.prisma.emailOutbox.findFirstOrThrow({ where: { to: own().admin.email, subject: { contains: "ready to download" } }, orderBy: { createdAt: "desc" } });
  const link = /http:\/\/localhost:\d+\/account\/export\?download=[0-9a-f-]{36}&key=[\w-]+/.exec(email.text)?.[0];
  expect(link).toBeTruthy();
  await own().open(page, new URL(link!).pathname + new URL(link!).search);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the prepared file (JSON)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^studiofront-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(exported.profile).toMatchObject({ email: own().admin.email, role: "ADMIN" });

  // An expired link says so instead of downloading.
  await own().app.services.prisma.personalDataExport.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
  await page.getByRole("button", { name: "Download the prepared file (JSON)" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This download link has expired" })).toBeVisible();
});
