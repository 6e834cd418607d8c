// The outbox in a real browser. The e2e server has no SMTP_URL: a password reset asked for on the
// site is kept in the outbox, and the administrator reads it there. The list says that nothing is
// sent; the message shows its link as a link; the address the server's log gives (the e-mail's
// database id) opens the same message. Axe checks both screens on a desktop and a phone.
import { screenProblems } from "./accessibility.ts";
import { E2E } from "./environment.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./helpers.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 800 },
];

test("an administrator reads a kept password reset e-mail in the outbox and opens it", async ({ page }) => {
  await page.goto("/reset");
  await page.getByLabel("E-mail").fill(E2E.admin.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account uses this address/)).toBeVisible();

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/manage\/outbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByText("E-mail is not being sent: SMTP_URL is not set. Messages stay here.")).toBeVisible();

  // The newest e-mail to the administrator: the reset, kept once the delivery run has taken it.
  await page.getByLabel("Recipient or subject").fill(E2E.admin.email);
  await expect(page).toHaveURL(/filterGroups=/);
  const row = page.getByRole("row").filter({ hasText: "Reset your" }).first();
  await expect(async () => {
    await page.goto(page.url());
    await expect(row.getByText("Kept, not sent")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(E2E.admin.email);

  await row.getByRole("link", { name: /^Reset your .* password$/ }).click();
  await expect(page).toHaveURL(/\/manage\/outbox\/[A-Za-z0-9%=]+$/);
  const subject = page.getByRole("heading", { level: 1, name: /^Reset your .* password$/ });
  await expect(subject).toBeVisible();
  await expect(page.getByText(`To ${E2E.admin.email}`)).toBeVisible();
  const text = page.getByRole("region", { name: "Text" });
  const resetLink = text.getByRole("link", { name: /\/reset\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+$/ });
  await expect(resetLink).toBeVisible();
  expect(await resetLink.getAttribute("href")).toBe(await resetLink.textContent());
  const delivery = page.getByRole("region", { name: "Delivery" });
  await expect(delivery.getByText("Kept, not sent")).toBeVisible();
  await expect(delivery.getByText("SMTP_URL was not set when it was written")).toBeVisible();
  await expect(delivery.getByRole("button", { name: "Send again" })).toHaveCount(0);

  // The server's log names the e-mail by its database id: that address opens the same message.
  const globalId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
  const databaseId = atob(globalId).split(":")[1];
  await page.goto(`/manage/outbox/${databaseId}`);
  await expect(subject).toBeVisible();
  await expect(page.getByRole("region", { name: "Text" }).getByRole("link", { name: /\/reset\// })).toBeVisible();
});

test("the outbox and a message pass axe and fit the screen on a desktop and a phone", async ({ page }) => {
  test.setTimeout(180_000);
  const asked = await page.request.post("/graphql", {
    data: { query: `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`, variables: { input: { email: E2E.admin.email } } },
  });
  expect((await asked.json()).data.requestPasswordReset.__typename).toBe("MessagePayload");
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/outbox");
  await page.getByRole("link", { name: /^Reset your .* password$/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Reset your .* password$/ })).toBeVisible();
  const messagePath = new URL(page.url()).pathname;

  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of ["/manage/outbox", messagePath]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.push(...(await screenProblems(page, `${path} (${viewport.name})`)));
    }
  }
  expect(problems).toEqual([]);
});

test("an outbox address naming no e-mail says so", async ({ page }) => {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/outbox/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the outbox" }).click();
  await expect(page).toHaveURL(/\/manage\/outbox$/);
});
