// Checkout with Stripe configured (the SDK pointed at a local stand-in): starting a payment
// creates one PaymentIntent with an idempotency key, and the customer's return settles the order
// once Stripe says the intent succeeded, before or after the webhook.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPaymentGateway } from "../../server/payments/gateway.ts";
import { solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { StripeStandIn } from "./paymentsStripeStandIn.ts";

const stripeKeys = { stripeSecretKey: "sk_test_standin", stripePublishableKey: "pk_test_standin", stripeWebhookSecret: "whsec_standin" };
let t: TestApp;
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = new StripeStandIn();
  t = await startTestApp({ config: stripeKeys, payments: await createPaymentGateway(stripeKeys, { stripe: await standIn.start() }) });
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

it("opens one PaymentIntent for the server's price and settles the order when the customer returns", async () => {
  const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
  const guest = t.client();
  const placed = await guest.gql(`mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { ... on OrderWithKeyPayload { accessKey order { id total } } } }`, {
    input: {
      draft: { service: "mobile-voicemail", language: "en-GB", voiceId: Buffer.from(`Voice:${voice.id}`).toString("base64"), items: [{ name: "Standard", text: "Hi, you have reached Sam. Leave a message after the tone." }], fileFormats: ["MP3"], rush: false },
      email: uniqueEmail("stripe"),
      altcha: await solvedAltcha(),
    },
  });
  const { accessKey, order } = placed.data!.placeGuestOrder;
  const access = { orderId: order.id, key: accessKey };
  const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on PaymentActionRequired { provider publishableKey clientSecret payment { id providerReference amount } } } }`;
  const first = await guest.gql(START, { input: { order: access } });
  const again = await guest.gql(START, { input: { order: access } });
  const action = first.data!.startPayment;
  // €39.00 flat + 21 % Dutch VAT.
  expect(action).toMatchObject({ __typename: "PaymentActionRequired", provider: "STRIPE", publishableKey: "pk_test_standin", payment: { amount: 4719 } });
  expect(again.data!.startPayment.payment.id).toBe(action.payment.id);
  const creates = standIn.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
  expect(creates).toHaveLength(1);
  expect(creates[0].params.get("amount")).toBe("4719");
  expect(creates[0].params.get("currency")).toBe("eur");
  expect(creates[0].headers["idempotency-key"]).toMatch(/^order:/);

  const REFRESH = `mutation($input: RefreshOrderPaymentInput!) { refreshOrderPayment(input: $input) { ... on OrderPayload { order { status } } } }`;
  const reference = action.payment.providerReference as string;
  standIn.intents.set(reference, { id: reference, object: "payment_intent", amount: 4719, currency: "eur", status: "processing", metadata: { orderId: order.id } });
  expect((await guest.gql(REFRESH, { input: { order: access } })).data!.refreshOrderPayment.order.status).toBe("PENDING_PAYMENT");
  standIn.intents.set(reference, { ...standIn.intents.get(reference)!, status: "succeeded" });
  expect((await guest.gql(REFRESH, { input: { order: access } })).data!.refreshOrderPayment.order.status).toBe("PAID");
  expect((await guest.gql(REFRESH, { input: { order: access } })).data!.refreshOrderPayment.order.status).toBe("PAID");
  const paidOrderId = (await t.prisma.payment.findFirstOrThrow({ where: { providerReference: reference } })).orderId;
  expect(await t.prisma.orderEvent.count({ where: { orderId: paidOrderId, toStatus: "PAID" } })).toBe(1);
});
