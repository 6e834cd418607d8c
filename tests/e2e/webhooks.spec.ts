// A reseller's webhooks in a real browser: an approved reseller adds an endpoint on
// /account/reseller pointing at a local receiver, sends the test event, sees it SUCCEEDED in the
// delivery log, and the receiver verifies its signature with the secret the page shows once.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "@playwright/test";
import { verifyWebhookSignature } from "../../server/webhooks/webhookSignature.ts";
import { E2E } from "./environment.ts";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { registeredCustomer } from "./fulfilmentFixtures.ts";
import { signIn } from "./helpers.ts";

type Received = { body: string; signature: string | undefined };

let receiver: Server;
let receiverUrl = "";
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: req.headers["studiofront-signature"] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/studiofront/webhooks`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function gql<T>(api: Awaited<ReturnType<typeof request.newContext>>, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A customer who applied and whom the studio approved: an active reseller. */
async function approvedReseller() {
  const customer = await registeredCustomer("Webhook Reseller");
  const applied = await gql<{ submitResellerApplication: { __typename: string; application?: { id: string } } }>(
    customer.api,
    `mutation Apply($input: SubmitResellerApplicationInput!) { submitResellerApplication(input: $input) { __typename ... on ResellerApplicationPayload { application { id } } } }`,
    { input: { companyName: `Hooks ${Date.now().toString(36)}`, country: "NL", salesChannels: "Agencies" } },
  );
  expect(applied.submitResellerApplication.__typename).toBe("ResellerApplicationPayload");
  const studio = await request.newContext({ baseURL: E2E.baseUrl });
  await gql(studio, `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: { email: E2E.admin.email, password: E2E.admin.password } });
  const decided = await gql<{ decideResellerApplication: { __typename: string } }>(
    studio,
    `mutation Decide($input: DecideResellerApplicationInput!) { decideResellerApplication(input: $input) { __typename } }`,
    { input: { applicationId: applied.submitResellerApplication.application!.id, decision: "APPROVE", wholesaleDiscountBasisPoints: 1000, commissionRateBasisPoints: 500 } },
  );
  expect(decided.decideResellerApplication.__typename).toBe("ResellerApplicationPayload");
  await studio.dispose();
  await customer.api.dispose();
  return customer;
}

test("a reseller adds an endpoint, sends the test event and sees it succeed, signed", async ({ page }) => {
  test.setTimeout(90_000);
  const reseller = await approvedReseller();
  await signIn(page, reseller.email, reseller.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/account/reseller");

  const form = page.getByRole("form", { name: "Add a webhook endpoint" });
  // A public address over http is refused, naming the field.
  await form.getByLabel(/^Endpoint URL/).fill("http://hooks.example.com/studiofront");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText(/must be an https:\/\/ address/)).toBeVisible();
  await form.getByLabel(/^Endpoint URL/).fill(receiverUrl);
  await form.getByLabel(/^Description/).fill("Local receiver");
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const endpoint = page.getByTestId("webhook-endpoint").filter({ hasText: receiverUrl });
  await expect(endpoint).toBeVisible();
  await expect(endpoint.getByText("Local receiver")).toBeVisible();
  // Its signing secret is shown once, to copy; once hidden, the page has it no more.
  const shownSecret = page.getByLabel("Signing secret", { exact: true });
  const secret = (await shownSecret.textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("button", { name: "Hide the signing secret" }).click();
  await expect(shownSecret).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await endpoint.getByRole("button", { name: "Send test event" }).click();
  const row = endpoint.getByTestId("webhook-delivery-row").first();
  await expect(row).toContainText("test.ping");
  await expect(row.getByText("Succeeded")).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText("204");
  expect(await desktopAndPhoneProblems(page, "/account/reseller (webhook and its deliveries)")).toEqual([]);

  expect(received).toHaveLength(1);
  expect(verifyWebhookSignature(secret, received[0].body, received[0].signature).ok).toBe(true);
  expect(JSON.parse(received[0].body)).toMatchObject({ type: "test.ping" });
});
