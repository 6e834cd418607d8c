import { readFile } from "node:fs/promises";
// Paying for orders in a real browser, on the built-in test gateway (no Stripe key in the e2e
// server): a guest orders telephone prompts through the wizard and pays by card, then follows the
// order through the private link; a signed-in customer orders a message on hold and pays it with
// a discount code the administrator created; a declined card is said at the card form and the
// order stays payable; an unknown code is refused under its field; the administrator sees the
// payment in /manage/payments and refunds part of it. Last, axe checks every payment screen.
import { request, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { E2E } from "./environment.ts";
import { payWithTestCard } from "./fulfilmentFixtures.ts";
import { emailedLink, graphql, signIn, solvedAltcha, uniqueEmail } from "./helpers.ts";

/** The e2e server's ALTCHA_HMAC_KEY (tests/e2e/server.mjs). */
const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";
const PROMPT_TEXT = "Thank you for calling Northwind Dental. Your call is important to us, please hold the line.";

/** A request context signed in as the e2e administrator. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const data = await graphql<{ signIn: { __typename: string } }>(
    api,
    `mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }`,
    { input: { email: E2E.admin.email, password: E2E.admin.password } },
  );
  expect(data.signIn.__typename).not.toMatch(/Error$/);
  return api;
}

/** A discount code created by the administrator through the API: `percent` off every service. */
async function createDiscountCode(percent: number): Promise<string> {
  const api = await adminApi();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const data = await graphql<{ createDiscount: { __typename: string; message?: string } }>(
    api,
    `mutation Create($input: CreateDiscountInput!) { createDiscount(input: $input) { __typename ... on Error { message } } }`,
    { input: { code, kind: "PERCENT", percentBasisPoints: percent * 100, description: "Browser test" } },
  );
  expect(data.createDiscount.__typename, data.createDiscount.message).toBe("DiscountPayload");
  await api.dispose();
  return code;
}

/** The amount a money text reads: "€35.09" → 35.09. */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

async function totalShown(page: Page): Promise<number> {
  return amountOf(await page.getByTestId("price-table").locator('[data-row="total"] td').innerText());
}

/** The telephone prompts wizard up to "Continue to payment" (one prompt, Charlotte, µ-law WAV as the wizard starts). */
async function orderPromptsThroughWizard(page: Page) {
  await page.goto("/order/telephone-voice-prompts");
  await page.getByLabel("File name").fill("welcome");
  await page.getByLabel("Text").fill(PROMPT_TEXT);
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await page.getByRole("radio", { name: /Charlotte/ }).check();
  await page.getByRole("button", { name: "Continue to delivery" }).click();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

/** A guest's way from the wizard to the order's payment page (its private link). */
async function placeGuestPromptsOrder(page: Page, email: string) {
  await orderPromptsThroughWizard(page);
  await expect(page).toHaveURL(/\/order\/guest-payment\?service=telephone-voice-prompts$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("where do we send your order");
  await expect(page.getByText(/12 words|16 words|\d+ words/).first()).toBeVisible();
  await expect(page.getByTestId("price-table")).toContainText("Total");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill("Gwen Guest");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/order\/guest-payment\/[^/?]+\?key=[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Pay for order \d+/);
  // The draft kept in the browser is gone once the order is placed.
  expect(await page.evaluate(() => localStorage.getItem("studiofront.orderDraft.v1.telephone-voice-prompts"))).toBeNull();
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole("form", { name: "Card details" });
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel(/^Expiry/).fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  return form;
}

/** Fills the card form, shown from the start, and pays in one click. */
async function payWithCard(page: Page, number: string) {
  const form = await fillCard(page, number);
  await form.getByRole("button", { name: /^Pay €/ }).click();
  return form;
}

test("on a phone, the voices' sample titles show whole and the card form's boxes stand level", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/order/telephone-voice-prompts");
  await page.getByLabel("File name").fill("welcome");
  await page.getByLabel("Text").fill(PROMPT_TEXT);
  await page.getByRole("button", { name: "Continue to voice" }).click();
  const titles = page.getByTestId("sample-title");
  await expect(titles.first()).toBeVisible();
  const clipped = await titles.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1).map((element) => element.textContent));
  expect(clipped).toEqual([]);

  await page.getByRole("radio", { name: /Charlotte/ }).check();
  await page.getByRole("button", { name: "Continue to delivery" }).click();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("E-mail").fill(uniqueEmail("guest.phone"));
  await page.getByLabel("Name").fill("Pim Phone");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const form = page.getByRole("form", { name: "Card details" });
  const expiry = await form.getByLabel(/^Expiry/).boundingBox();
  const cvc = await form.getByLabel("CVC").boundingBox();
  expect(Math.abs(expiry!.y - cvc!.y)).toBeLessThanOrEqual(1);
});

test("a guest orders telephone prompts, pays by card and follows the order through the private link", async ({ page }) => {
  const email = uniqueEmail("guest.prompts");
  await placeGuestPromptsOrder(page, email);
  const orderNumber = (await page.getByRole("heading", { level: 1 }).innerText()).match(/\d+/)![0];
  await expect(page.getByRole("combobox", { name: "Billing country" })).toHaveValue(/Netherlands/);
  const total = await totalShown(page);

  // The card form is there from the start, with the test cards' hint visible: one click pays.
  await expect(page.getByRole("button", { name: /^Pay €/ })).toHaveCount(1);
  await expect(page.getByText("4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined")).toBeVisible();
  await payWithCard(page, GOOD_CARD);

  await expect(page).toHaveURL(/\/order\/guest-payment\/success\?order=[^&]+&key=[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is paid" })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber}`).first()).toBeVisible();
  await expect(page.getByText(`€${total.toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(/We e-mailed you the receipt, the invoice and a private link to follow your order/)).toBeVisible();

  // The private link from the e-mail opens the order's status: paid, with its timeline.
  const link = await emailedLink(email, new RegExp(`${E2E.baseUrl}/order/guest-payment/[^\\s?]+\\?key=[\\w-]+`));
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByText("This is your private link to the order")).toBeVisible();
  await expect(page.getByText(/Bookmark this page/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
  await expect(page.getByText("Expected delivery")).toBeVisible();
});

test("a signed-in customer orders a message on hold and pays less with the administrator's discount code", async ({ page }) => {
  const code = await createDiscountCode(20);
  const email = uniqueEmail("hold.customer");
  await page.goto("/register");
  await page.getByLabel(/^Name/).fill("Hana Hold");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill("correct horse battery");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

  await page.goto("/order/on-hold-message");
  await page.getByRole("radio", { name: /Pay-as-you-go/ }).check();
  await page.getByLabel("Text").fill("Thank you for holding. Our team will be with you shortly. Did you know we now open on Saturdays?");
  await page.getByRole("radio", { name: "Clear Horizon" }).check();
  await page.getByRole("button", { name: "Continue to voice" }).click();
  await page.getByRole("radio", { name: /Charlotte/ }).check();
  await page.getByRole("button", { name: "Continue to delivery" }).click();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/order\/payment\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Pay for order \d+/);
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Message on hold");
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Clear Horizon");
  const before = await totalShown(page);

  await page.getByRole("textbox", { name: "Discount code" }).fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`${code} applied`)).toBeVisible();
  await expect(page.getByTestId("price-table").locator('[data-row="discount"]')).toContainText(`Discount (${code})`);
  await expect.poll(() => totalShown(page)).toBeLessThan(before);
  const after = await totalShown(page);
  expect(after).toBeCloseTo(before * 0.8, 1);

  // The same order without a payment id: /order/payment opens the order awaiting payment.
  await page.goto("/order/payment");
  await expect(page.getByText(`${code} applied`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay €${after.toFixed(2)}` })).toBeVisible();
  await payWithCard(page, GOOD_CARD);

  await expect(page).toHaveURL(/\/order\/payment\/success\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is paid" })).toBeVisible();
  await expect(page.getByText(`€${after.toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(`We e-mailed the receipt and the invoice to ${email}.`)).toBeVisible();

  // The link in the payment e-mail opens the paid order in the account, not the payment form.
  const orderNumber = (await page.getByText(/^Order \d+ · Message on hold$/).innerText()).match(/\d+/)![0];
  const link = await emailedLink(email, new RegExp(`${E2E.baseUrl}/account/order/history/[0-9a-f-]{36}`));
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByText("Paid on")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay €/ })).toHaveCount(0);

  // Nothing is left to pay: the page without an id says so and leads to a new order.
  await page.goto("/order/payment");
  await expect(page.getByRole("heading", { level: 1, name: "Nothing to pay right now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start an order" })).toBeVisible();
});

test("an unknown code is refused under its field, a declined card is said at the card form and the order can still be paid", async ({ page }) => {
  const email = uniqueEmail("guest.declined");
  await placeGuestPromptsOrder(page, email);
  const orderNumber = (await page.getByRole("heading", { level: 1 }).innerText()).match(/\d+/)![0];

  await page.getByRole("textbox", { name: "Discount code" }).fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  const codeField = page.getByRole("textbox", { name: "Discount code" });
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "Discount code" }).getByText("This code does not exist.")).toBeVisible();

  // Billed to a country without a tax rate: no VAT, a lower total.
  const withVat = await totalShown(page);
  const country = page.getByRole("combobox", { name: "Billing country" });
  // Typing after a click searches afresh (not "Netherlands (21 %)Jap"); 0 % countries are not "VAT charged".
  await country.click();
  await expect(country).toHaveValue("");
  await expect(page.getByRole("option", { name: "United States", exact: true })).toHaveCount(1);
  await expect(page.getByRole("option", { name: /United States \(/ })).toHaveCount(0);
  await page.keyboard.type("Japan");
  await page.getByRole("option", { name: "Japan" }).click();
  await expect(country).toHaveValue("Japan");
  await expect(page.getByText("No VAT is charged for Japan.")).toBeVisible();
  await expect(page.getByTestId("price-table").locator('[data-row="tax"]')).toContainText("No VAT charged for this billing country");
  await expect.poll(() => totalShown(page)).toBeLessThan(withVat);

  const form = await payWithCard(page, DECLINED_CARD);
  await expect(form.getByRole("alert")).toContainText("Your card was declined.");
  await expect(form.getByRole("alert")).toContainText("still waiting for payment");

  // A reload finds the order still payable.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Pay for order ${orderNumber}` })).toBeVisible();

  // /payment finds it by number and e-mail address (a wrong number is said next to the field),
  // says what is to be paid and e-mails the private link, where paying again works.
  await page.goto("/payment");
  await page.getByLabel("Order number").fill("99999999");
  await page.getByLabel("E-mail").fill(email);
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByText("We found no unpaid order with this number and e-mail address.")).toBeVisible();
  await page.getByLabel("Order number").fill(orderNumber);
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We e-mailed you the link to pay this order." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}: Telephone voice prompts` })).toBeVisible();
  await expect(page.getByTestId("amount-to-pay")).toHaveText(/^€\d+\.\d\d$/);
  // The page itself does not open the order: the link is in the e-mail.
  await expect(page).toHaveURL(/\/payment$/);
  const link = await emailedLink(email, new RegExp(`${E2E.baseUrl}/order/guest-payment/[0-9a-f-]{36}\\?key=[\\w-]+`));
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Pay for order ${orderNumber}` })).toBeVisible();
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is paid" })).toBeVisible();
});

/** A guest order paid through the API as the pages would (placed, started, confirmed). */
async function paidOrderThroughApi(): Promise<{ number: number; email: string; total: number }> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  const voices = await graphql<{ voices: { edges: { node: { id: string; name: string } }[] } }>(api, `{ voices(first: 20) { edges { node { id name } } } }`);
  const voice = voices.voices.edges.find((edge) => edge.node.name === "Charlotte")!.node;
  const email = uniqueEmail("refund.guest");
  const placed = await graphql<{ placeGuestOrder: { __typename: string; accessKey: string; order: { id: string; number: number } } }>(
    api,
    `mutation Place($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { __typename ... on OrderWithKeyPayload { accessKey order { id number } } } }`,
    {
      input: {
        draft: { service: "telephone-voice-prompts", language: "en-GB", voiceId: voice.id, items: [{ name: "welcome", text: PROMPT_TEXT }], fileFormats: ["MP3"], rush: false },
        email,
        altcha: await solvedAltcha(),
      },
    },
  );
  expect(placed.placeGuestOrder.__typename).toBe("OrderWithKeyPayload");
  const order = { orderId: placed.placeGuestOrder.order.id, key: placed.placeGuestOrder.accessKey };
  const { amount } = await payWithTestCard(api, order);
  await api.dispose();
  return { number: placed.placeGuestOrder.order.number, email, total: amount };
}

test("a guest changes an unpaid order: it is cancelled and its content opens in the wizard", async ({ page }) => {
  const email = uniqueEmail("guest.change");
  await placeGuestPromptsOrder(page, email);
  const orderPage = page.url();
  const orderNumber = (await page.getByRole("heading", { level: 1 }).innerText()).match(/\d+/)![0];

  // Asked first; keeping the order changes nothing.
  await page.getByRole("button", { name: "Change this order" }).click();
  const confirm = page.getByRole("dialog", { name: "Change this order?" });
  await expect(confirm).toContainText(`Your order ${orderNumber} will be cancelled and its content opened in the order form`);
  await confirm.getByRole("button", { name: "Keep this order" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Pay for order ${orderNumber}`);

  await page.getByRole("button", { name: "Change this order" }).click();
  await page.getByRole("dialog", { name: "Change this order?" }).getByRole("button", { name: "Cancel it and change it" }).click();
  await expect(page).toHaveURL(/\/order\/telephone-voice-prompts/);
  await expect(page.getByLabel("File name")).toHaveValue("welcome");
  await expect(page.getByLabel("Text")).toHaveValue(PROMPT_TEXT);
  const kept = await page.evaluate(() => localStorage.getItem("studiofront.orderDraft.v1.telephone-voice-prompts"));
  expect(JSON.parse(kept ?? "null")?.draft).toMatchObject({ service: "telephone-voice-prompts", items: [{ name: "welcome", text: PROMPT_TEXT }], fileFormats: ["MULAW_8K_WAV"] });
  expect(JSON.parse(kept ?? "null")?.draft.voiceId).toBeTruthy();

  // The placed order is cancelled: its private link can no longer be paid.
  await page.goto(orderPage);
  await expect(page.getByText("This order was cancelled")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay €/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change this order" })).toHaveCount(0);
});

test("without a draft in this browser, the guest payment page says where a placed order waits", async ({ page }) => {
  await page.goto("/order/guest-payment?service=telephone-voice-prompts");
  await expect(page.getByRole("heading", { level: 1, name: "No order to pay in this browser" })).toBeVisible();
  await expect(page.getByText(/we e-mail you its private link if you leave without paying/)).toBeVisible();
  await expect(page.getByRole("link", { name: "/payment" })).toHaveAttribute("href", "/payment");
});

test("the administrator finds the payment in /manage/payments and refunds part of it", async ({ page }) => {
  const paid = await paidOrderThroughApi();
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/manage\/payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();

  // Newest first: the payment is on the first page, with its order, customer and reference.
  const row = page.getByTestId("payment-row").filter({ hasText: paid.email });
  await expect(row).toContainText(String(paid.number));
  await expect(row).toContainText("Succeeded");
  await expect(row).toContainText("Test gateway");
  await expect(row).toContainText(/pi_test_/);
  await expect(row).toContainText(`€${(paid.total / 100).toFixed(2)}`);

  // The order number leads to the order's page; one order's payments are a filter in the URL.
  await expect(row.getByRole("link", { name: `Order ${paid.number}` })).toHaveAttribute("href", /^\/manage\/orders\/[\w%=-]+$/);
  await page.goto(`/manage/payments?filters=orderNumber~${paid.number}`);
  await expect(page.getByText("1 payment", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Refund payment of order ${paid.number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Refund order ${paid.number}` });
  await dialog.getByRole("radio", { name: "Partial refund" }).check();
  // More than was paid is refused next to the amount, before anything is sent.
  await dialog.getByLabel("Amount to refund").fill("1000");
  await dialog.getByRole("button", { name: /^Refund/ }).click();
  await expect(dialog.getByText(/must not be more than €\d+\.\d{2}, what is left to refund/)).toBeVisible();
  await expect(dialog.getByLabel("Amount to refund")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Amount to refund").fill("0");
  await dialog.getByRole("button", { name: /^Refund/ }).click();
  await expect(dialog.getByLabel("Amount to refund")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Amount to refund").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("10");
  // Correcting the amount clears its message and its red border at once.
  await expect(dialog.getByLabel("Amount to refund")).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/must not be more than/)).toHaveCount(0);
  await dialog.getByLabel("Reason").fill("One prompt re-recorded at our cost");
  await dialog.getByRole("button", { name: "Refund €10.00" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Partially refunded");
  await expect(row.getByRole("cell").nth(4)).toHaveText("€10.00");

  // Stored: after a reload the row still shows it.
  await page.reload();
  await expect(page.getByTestId("payment-row").filter({ hasText: paid.email })).toContainText("Partially refunded");

  // The bookkeeper's files: the refund is in the refunds CSV, the order's invoice in the invoices CSV.
  for (const [item, expected] of [
    ["Every refund (CSV)", "One prompt re-recorded at our cost"],
    ["Every invoice and credit note (CSV)", String(paid.number)],
  ] as const) {
    await page.getByRole("button", { name: "More exports" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: item }).click();
    expect(await readFile(await (await download).path(), "utf8")).toContain(expected);
  }
});

test("the payment screens have no serious or critical accessibility violation", async ({ page }) => {
  const failures: string[] = [];
  await orderPromptsThroughWizard(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("where do we send your order");
  failures.push(...(await seriousViolations(page, "/order/guest-payment?service=")));

  await page.getByLabel("E-mail").fill(uniqueEmail("guest.axe"));
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Pay for order \d+/);
  await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/order/guest-payment/:id (card form)")));
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your order is paid" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/order/guest-payment/success")));
  await page.getByRole("link", { name: "Follow your order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  failures.push(...(await seriousViolations(page, "/order/guest-payment/:id (status)")));

  await page.goto("/payment");
  await page.getByLabel("Order number").fill("999999");
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByText("We found no unpaid order with this number and e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Order number")).toHaveAttribute("aria-invalid", "true");
  failures.push(...(await seriousViolations(page, "/payment")));

  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/manage$/);
  await page.goto("/manage/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/payments")));
  await page.getByRole("button", { name: /^Refund payment of order/ }).first().click();
  await expect(page.getByRole("dialog", { name: /^Refund order/ })).toBeVisible();
  failures.push(...(await seriousViolations(page, "/manage/payments (refund dialog)")));

  expect(failures).toEqual([]);
});
