// The order desk in a real browser: a guest's paid order of two telephone prompts (placed and paid
// through the API on the built-in test gateway) is found by its number in /manage/orders, moved
// to In production, given a master WAV per prompt, rendered in the background (the files turn
// Ready on the page), delivered, and the timeline says so; the address the studio's e-mails use
// (the order's raw id) opens the same page. A guest's unpaid order is found in the desk's "Unpaid
// checkouts" view and reminded once.
import { request, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { E2E } from "./environment.ts";
import { everyFileRendered, payWithTestCard } from "./fulfilmentFixtures.ts";
import { graphql, signIn, solvedAltcha, uniqueEmail } from "./helpers.ts";

/** The e2e server's ALTCHA_HMAC_KEY (tests/e2e/server.mjs). */
const PROMPTS = [
  { name: "welcome", text: "Thank you for calling Northwind Dental. Your call is important to us." },
  { name: "closed", text: "Our practice is closed. Please call again during our opening hours." },
];

/** A guest's order of the two prompts, placed (not paid yet) through the API as the checkout page would. */
async function placedGuestOrder(api: APIRequestContext, name: string, email: string) {
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
  return placed.placeGuestOrder;
}

/** A guest's order of the two prompts, placed and paid through the API as the pages would. */
async function paidGuestOrder(name: string, email: string): Promise<{ number: number; id: string }> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const placed = await placedGuestOrder(api, name, email);
  const order = { orderId: placed.order.id, key: placed.accessKey };
  await payWithTestCard(api, order);
  await api.dispose();
  return placed.order;
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
  // Each file is encoded, decoded again and measured (more than once when a codec moves its level):
  // the server is given a loaded machine's time, then the page, following the order live, shows it.
  await everyFileRendered(id);
  await expect(files.filter({ hasText: "Ready" })).toHaveCount(4);
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

test("the studio finds an unpaid checkout in its own view and sends its payment reminder once", async ({ page }) => {
  const name = `E2E Unpaid ${Date.now().toString(36)}`;
  const email = uniqueEmail("unpaid.guest");
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const { order } = await placedGuestOrder(api, name, email);
  await api.dispose();

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole("navigation").getByRole("link", { name: "Orders", exact: true }).click();
  await page.getByRole("group", { name: "Quick views" }).getByRole("button", { name: "Unpaid checkouts" }).click();
  await expect.poll(() => decodeURIComponent(page.url())).toContain("filters=status~IN~DRAFT,PENDING_PAYMENT");
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`guestEmail~ILIKE~${email}`);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  const row = page.getByTestId("order-row");
  await expect(row).toContainText(name);
  await expect(row).toContainText("Draft");
  await expect(row.getByTestId("checkout-age")).toContainText("started");
  await row.getByRole("link", { name: `Order ${order.number}` }).click();

  const reminder = page.getByTestId("checkout-reminder");
  await expect(reminder).toContainText(`E-mails ${email} the link to pay this order.`);
  await reminder.getByRole("button", { name: "Send payment reminder" }).click();
  await expect(reminder.getByTestId("reminder-sent")).toContainText("Reminder sent");
  await expect(reminder.getByRole("button", { name: "Send payment reminder" })).toHaveCount(0);
  await expect(page.getByTestId("order-timeline")).toContainText("Payment reminder e-mailed by the studio");
});
