// The order desk in a real browser: a guest's paid order of two telephone prompts (placed and paid
// through the API on the built-in test gateway) is found by its number in /manage/orders, moved
// to In production, given a master WAV per prompt, rendered in the background (the files turn
// Ready on the page), delivered, and the timeline says so; the address the studio's e-mails use
// (the order's raw id) opens the same page.
import { request, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { issueChallenge } from "../../server/botcheck/altcha.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { E2E } from "./environment.ts";
import { signIn, uniqueEmail } from "./helpers.ts";

/** The e2e server's ALTCHA_HMAC_KEY (tests/e2e/server.mjs). */
const ALTCHA_KEY = "e2e-altcha-key";
const PROMPTS = [
  { name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." },
  { name: "closed", text: "Our practice is closed. Please call again during our opening hours." },
];

async function solvedAltcha(): Promise<string> {
  const number = Math.floor(Math.random() * 1000);
  const challenge = await issueChallenge(ALTCHA_KEY, { number });
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.post("/graphql", { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A guest's order of the two prompts, placed and paid through the API as the pages would. */
async function paidGuestOrder(name: string, email: string): Promise<{ number: number; id: string }> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const voices = await graphql<{ voices: { edges: { node: { id: string; name: string } }[] } }>(api, `{ voices(first: 20) { edges { node { id name } } } }`);
  const voice = voices.voices.edges.find((edge) => edge.node.name === "Charlotte")!.node;
  const placed = await graphql<{ placeGuestOrder: { __typename: string; accessKey: string; order: { id: string; number: number } } }>(
    api,
    `mutation Place($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { __typename ... on OrderWithKeyPayload { accessKey order { id number } } } }`,
    {
      input: {
        draft: { service: "telephone-voice-prompts", language: "en-GB", voiceId: voice.id, items: PROMPTS, fileFormats: ["MP3"], rush: false, customerNote: "Northwind: NORTH-wind." },
        email,
        name,
        altcha: await solvedAltcha(),
      },
    },
  );
  expect(placed.placeGuestOrder.__typename).toBe("OrderWithKeyPayload");
  const order = { orderId: placed.placeGuestOrder.order.id, key: placed.placeGuestOrder.accessKey };
  const started = await graphql<{ startPayment: { __typename: string; payment: { id: string } } }>(
    api,
    `mutation Start($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on PaymentActionRequired { payment { id } } } }`,
    { input: { order, billingCountry: "NL" } },
  );
  expect(started.startPayment.__typename).toBe("PaymentActionRequired");
  const confirmed = await graphql<{ confirmTestPayment: { __typename: string } }>(
    api,
    `mutation Confirm($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { __typename } }`,
    { input: { order, paymentId: started.startPayment.payment.id, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } },
  );
  expect(confirmed.confirmTestPayment.__typename).toBe("ConfirmTestPaymentPayload");
  await api.dispose();
  return placed.placeGuestOrder.order;
}

/** Two seconds of speech-like audio between short silences, as a 44.1 kHz 16-bit WAV. */
function masterWav(seed: number): Buffer {
  const rate = 44_100;
  return pcm16Wav(speechLikePcm({ rate, seconds: 2, leadSeconds: 0.3, tailSeconds: 0.4, seed }), rate);
}

test("the studio produces and delivers a paid order from the order desk", async ({ page }) => {
  // Rendering runs in the background while the page waits: on a loaded machine it takes a while.
  test.setTimeout(180_000);
  const name = `E2E Desk ${Date.now().toString(36)}`;
  const email = uniqueEmail("desk.guest");
  const { number, id } = await paidGuestOrder(name, email);

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole("navigation").getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/orders$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(String(number));
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`filterGroups=OR~number~${number},`);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  const row = page.getByTestId("order-row");
  await expect(row).toContainText(name);
  await expect(row).toContainText(email);
  await expect(row).toContainText("Guest");
  await expect(row).toContainText("Paid");
  // At 1280 px the desk's table fits beside the sidebar: its last column is in view, not scrolled away.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole("columnheader", { name: "Attention" })).toBeInViewport({ ratio: 1 });
  await row.getByRole("link", { name: `Order ${number}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  const status = page.getByTestId("order-status");
  await expect(status).toHaveText("Paid");
  await expect(page.getByTestId("script-item")).toHaveText([/welcome.*Northwind Dental/, /closed.*opening hours/]);

  await page.getByRole("button", { name: "Start production" }).click();
  const move = page.getByRole("dialog", { name: `Start production: order ${number}` });
  await move.getByLabel("Note").fill("Booked with Charlotte for this afternoon.");
  await move.getByRole("button", { name: "Start production" }).click();
  await expect(move).toBeHidden();
  await expect(status).toHaveText("In production");

  for (const [index, prompt] of PROMPTS.entries()) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: `Upload master of ${prompt.name}` }).click();
    await (await chooser).setFiles({ name: `${prompt.name}.wav`, mimeType: "audio/wav", buffer: masterWav(index + 1) });
    await expect(page.getByRole("article", { name: prompt.name })).toContainText(`Master version 1: ${prompt.name}.wav`);
  }
  // Each prompt renders into its MP3 and its telephone preview, in the background.
  const files = page.getByTestId("production-file");
  await expect(files).toHaveCount(4);
  // Each file is encoded, decoded again and measured (more than once when a codec moves its level): allow for a loaded machine.
  await expect(files.filter({ hasText: "Ready" })).toHaveCount(4, { timeout: 90_000 });
  await expect(page.getByRole("article", { name: "welcome" }).getByLabel("How it sounds on the phone: welcome")).toBeVisible();

  await page.getByRole("button", { name: "Deliver" }).click();
  const deliver = page.getByRole("dialog", { name: `Deliver: order ${number}` });
  await deliver.getByRole("button", { name: "Deliver" }).click();
  await expect(deliver).toBeHidden();
  await expect(status).toHaveText("Delivered");
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(timeline).toContainText("Booked with Charlotte for this afternoon.");
  await expect(page.getByTestId("delivered-prompt")).toHaveCount(2);

  const rawId = Buffer.from(id, "base64").toString("utf8").replace(/^Order:/, "");
  await page.goto(`/manage/orders/${rawId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
});
