// A reseller's API tokens on /account/reseller in a real browser: an approved reseller creates a
// read-only token that expires in 90 days, sees it once, finds it listed (read-only, its expiry,
// never used) after a reload, and revokes it; the guide to the API is on the same page.
//
// Approving a reseller through the studio's screens is resellers.spec.ts's subject; here the
// approved reseller is prepared directly in the database, so this spec runs its own instance of
// the application (see ownApp.ts).
import { request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { solvedAltcha, uniqueEmail } from "./helpers.ts";
import { ownAppForSpec } from "./ownApp.ts";

const PASSWORD = "reseller tokens e2e password";

const own = ownAppForSpec("reseller-tokens");

/** A customer registered through the API, then approved as a reseller (role and terms). */
async function approvedReseller(email: string) {
  const api = await request.newContext({ baseURL: own().base });
  const response = await api.post("/graphql", {
    data: {
      query: `mutation Register($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }`,
      variables: { input: { name: "Rita Reseller", email, password: PASSWORD, altcha: await solvedAltcha(own().altchaKey) } },
    },
  });
  const body = (await response.json()) as { data?: { register: { __typename: string } } };
  expect(body.data?.register.__typename, JSON.stringify(body)).toBe("ViewerPayload");
  await api.dispose();
  const prisma = own().app.services.prisma;
  const user = await prisma.user.update({ where: { email }, data: { role: "RESELLER" } });
  await prisma.reseller.create({ data: { userId: user.id, wholesaleDiscountBasisPoints: 2500 } });
  return user;
}

test("an approved reseller creates a read-only token with an expiry, sees it once and listed, and revokes it", async ({ browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("tokens");
  await approvedReseller(email);
  const page = await own().signedInPage(browser, email, PASSWORD);
  await own().open(page, "/account/reseller");
  await expect(page.getByText("Your terms")).toBeVisible();

  const form = page.getByRole("form", { name: "Create an API token" });
  await form.getByLabel(/^Token name/).fill("Order integration");
  await form.getByLabel("Expires", { exact: true }).click();
  await page.getByRole("option", { name: "90 days" }).click();
  await form.getByRole("checkbox", { name: "Read-only (queries only)" }).check();
  await form.getByRole("button", { name: "Create token" }).click();

  await expect(page.getByText("Order integration (read-only) is ready")).toBeVisible();
  const token = page.getByLabel("New API token");
  await expect(token).toHaveText(/^sf_[\w-]{20,}$/);
  const list = page.getByRole("list", { name: "API tokens" });
  const row = list.getByRole("listitem").filter({ hasText: "Order integration" });
  await expect(row.getByText("Read-only", { exact: true })).toBeVisible();
  await expect(row).toContainText("never used");
  await expect(row).toContainText("expires");
  const stored = await own().app.services.prisma.apiToken.findFirstOrThrow({ where: { user: { email }, name: "Order integration" } });
  expect(stored.readOnly).toBe(true);
  const days = (stored.expiresAt!.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(89);
  expect(days).toBeLessThanOrEqual(90);

  // The guide is on the same page, with this site's endpoint.
  await expect(page.getByRole("heading", { name: "Ordering through the API" })).toBeVisible();
  await expect(page.getByText(`${own().base}/graphql`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "GraphiQL" })).toHaveAttribute("href", "/graphql");

  // After a reload the token itself is gone; the list still shows it, read-only, with its expiry.
  await page.reload();
  await expect(page.getByLabel("New API token")).toHaveCount(0);
  await expect(row.getByText("Read-only", { exact: true })).toBeVisible();
  await expect(row).toContainText("expires");
  await expect(row).toContainText("never used");
  await list.getByRole("button", { name: "Revoke Order integration" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: "Order integration" })).toHaveCount(0);
  expect((await own().app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: stored.id } })).revokedAt).not.toBeNull();
});
