// Revisions beyond the free ones are bought through the payment core: the price is the studio's
// setting, taxed at the order's rate, computed on the server; the payment is the extra revision's
// own (a charge on the order), never settled by less; once paid it is invoiced on its own invoice,
// and the revision goes to the studio. Refused first: while a free one is left, when none are
// sold, and for someone else's order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceContent } from "../../server/invoices/invoiceContent.ts";
import { handlePaymentEvent } from "../../server/payments/handlePaymentEvent.ts";
import { type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { intentEvent } from "./paymentsFixtures.ts";
import { captureLogs } from "./logCapture.ts";

let t: TestApp;
let admin: Client;
let voiceId: string;
beforeAll(async () => {
  ({ t, admin } = await startTestAppWithAdmin());
  voiceId = toGlobalId("Voice", (await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } })).id);
});
afterAll(() => t.close());

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const ALLOWANCE = `query($id: ID!) { node(id: $id) { ... on Order { status revisionAllowance { left refusal extraPrice { subtotal taxTotal taxInclusive total currency } } } } }`;
const BUY = `mutation($input: BuyRevisionInput!) { buyRevision(input: $input) { ${ERR} ... on PaymentActionRequired { clientSecret payment { id amount currency status forExtraRevision } } } }`;
const CONFIRM = `mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { ${ERR} ... on ConfirmTestPaymentPayload { payment { status amount } order { status } } } }`;
const SETTINGS = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { ${ERR} ... on AdminSettings { freeRevisions extraRevisionPrice } } }`;
const FOLLOW = `query($id: ID!) { node(id: $id) { ... on Order {
  status
  revisionRequests { message bought changes { itemIndex change } }
  invoices { number kind total currency }
  payments { amount status forExtraRevision }
} } }`;
const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
/** The database id inside a global id. */
const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString("utf8").split(":")[1]!;

/**
 * A customer's telephone-prompt order, priced and paid through the API with tax for the
 * Netherlands (21 %), then marked delivered: rendering is the fulfilment tests' business.
 */
async function deliveredOrder(): Promise<{ customer: Client & { email: string }; orderId: string; number: number }> {
  const customer = await t.registered("Rita Revision");
  const draft = {
    service: "telephone-voice-prompts",
    language: "en-GB",
    voiceId,
    items: [
      { name: "welcome", text: "Thank you for calling Northwind." },
      { name: "closed", text: "We are closed. Please call again tomorrow." },
    ],
    fileFormats: ["MP3"],
    rush: false,
  };
  const saved = (await customer.gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ${ERR} ... on OrderPayload { order { id number } } } }`, { input: { draft } })).data!.saveOrderDraft;
  expect(saved.__typename).toBe("OrderPayload");
  const order = { orderId: saved.order.id as string };
  const started = (await customer.gql(`mutation($input: StartPaymentInput!) { startPayment(input: $input) { ${ERR} ... on PaymentActionRequired { payment { id } } } }`, { input: { order, billingCountry: "NL" } })).data!.startPayment;
  expect(started.__typename).toBe("PaymentActionRequired");
  const paid = (await customer.gql(CONFIRM, { input: { order, paymentId: started.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
  expect(paid.order.status).toBe("PAID");
  await t.prisma.order.update({ where: { number: saved.order.number }, data: { status: "DELIVERED", deliveredAt: new Date() } });
  return { customer, orderId: order.orderId, number: saved.order.number };
}

async function setSettings(input: Record<string, number>) {
  const result = (await admin.gql(SETTINGS, { input })).data!.updateSettings;
  expect(result.__typename).toBe("AdminSettings");
}

const buy = (client: Client, orderId: string, message = "A little slower, please.", changes: { itemIndex: number; change: string }[] = []) =>
  client.gql(BUY, { input: { orderId, message, changes } }).then((result) => result.data!.buyRevision);

describe("buying a revision beyond the free ones", () => {
  it("is refused while a free one is left, when the studio sells none, and for another customer's order; nothing is charged", async () => {
    const { customer, orderId } = await deliveredOrder();
    const stranger = await t.registered("Sam Stranger");
    await setSettings({ freeRevisions: 2, extraRevisionPrice: 2500 });

    expect((await customer.gql(ALLOWANCE, { id: orderId })).data!.node.revisionAllowance).toMatchObject({ left: 2, refusal: null, extraPrice: null });
    expect(await buy(customer, orderId)).toEqual({ __typename: "RevisionRefusedError", message: "A free revision is left: ask for it instead of buying one." });

    await setSettings({ freeRevisions: 0, extraRevisionPrice: 0 });
    expect((await customer.gql(ALLOWANCE, { id: orderId })).data!.node.revisionAllowance).toMatchObject({
      refusal: "This order has no free revisions. Write to the studio if something needs changing.",
      extraPrice: null,
    });
    expect(await buy(customer, orderId)).toEqual({ __typename: "RevisionRefusedError", message: "This order has no free revisions. Write to the studio if something needs changing." });

    await setSettings({ extraRevisionPrice: 2500 });
    expect((await buy(stranger, orderId)).__typename).toBe("NotFoundError");
    expect((await buy(t.client(), orderId)).__typename).toBe("PermissionError");
    // What should change is said, and names the order's recordings only.
    expect(await buy(customer, orderId, " ")).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "message"], message: "Say what should change." }] });
    expect(await buy(customer, orderId, "", [{ itemIndex: 5, change: "Louder" }])).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "changes", "0", "itemIndex"] }] });
    // The price is the server's: the input has no amount a client could set.
    const priced = await customer.gql(`mutation($input: BuyRevisionInput!) { buyRevision(input: $input) { __typename } }`, { input: { orderId, message: "Slower", amount: 1 } });
    expect(priced.errors?.[0]?.message).toContain('"amount" is not defined by type "BuyRevisionInput"');

    const row = await t.prisma.order.findUniqueOrThrow({ where: { id: rawId(orderId) }, include: { payments: true, revisionCharges: true, invoices: true } });
    expect(row.revisionCharges).toEqual([]);
    expect(row.payments.map((payment) => payment.revisionChargeId)).toEqual([null]);
    expect(row.invoices).toHaveLength(1);
    expect(row.status).toBe("DELIVERED");
  });

  it("charges the studio's price with the order's tax, takes the test card, issues the extra revision's own invoice and sends the revision to the studio", async () => {
    await setSettings({ freeRevisions: 0, extraRevisionPrice: 2500 });
    const { customer, orderId, number } = await deliveredOrder();

    const allowance = (await customer.gql(ALLOWANCE, { id: orderId })).data!.node.revisionAllowance;
    expect(allowance).toEqual({
      left: 0,
      refusal: "This order has no free revisions. You can buy an extra revision.",
      extraPrice: { subtotal: 2500, taxTotal: 525, taxInclusive: false, total: 3025, currency: "EUR" },
    });

    const opened = await buy(customer, orderId, "A little slower, please.");
    expect(opened).toMatchObject({ __typename: "PaymentActionRequired", payment: { amount: 3025, currency: "EUR", status: "PENDING", forExtraRevision: true } });
    // A second click (new wording after a declined card) answers the same open payment.
    const again = await buy(customer, orderId, "Slower, and warmer.", [{ itemIndex: 1, change: "Stress tomorrow." }]);
    expect(again.payment.id).toBe(opened.payment.id);
    expect((await customer.gql(CONFIRM, { input: { order: { orderId }, paymentId: opened.payment.id, cardNumber: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" } })).data!.confirmTestPayment.__typename).toBe("PaymentDeclinedError");
    expect((await customer.gql(ALLOWANCE, { id: orderId })).data!.node.status).toBe("DELIVERED");

    const confirmed = (await customer.gql(CONFIRM, { input: { order: { orderId }, paymentId: opened.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(confirmed).toMatchObject({ __typename: "ConfirmTestPaymentPayload", payment: { status: "SUCCEEDED", amount: 3025 }, order: { status: "REVISION_REQUESTED" } });

    const followed = (await customer.gql(FOLLOW, { id: orderId })).data!.node;
    expect(followed.revisionRequests).toEqual([{ message: "Slower, and warmer.", bought: true, changes: [{ itemIndex: 1, change: "Stress tomorrow." }] }]);
    expect(followed.payments.map((payment: { forExtraRevision: boolean; status: string }) => [payment.forExtraRevision, payment.status])).toEqual([
      [false, "SUCCEEDED"],
      [true, "SUCCEEDED"],
    ]);
    expect(followed.invoices.map((invoice: { kind: string; total: number }) => [invoice.kind, invoice.total])).toEqual([
      ["INVOICE", expect.any(Number)],
      ["INVOICE", 3025],
    ]);

    const invoice = await t.prisma.invoice.findFirstOrThrow({ where: { number: followed.invoices[1].number }, include: { revisionCharge: true } });
    const content = invoice.content as unknown as InvoiceContent;
    expect(invoice.revisionCharge).toMatchObject({ status: "PAID", total: 3025 });
    expect(content).toMatchObject({
      orderNumber: number,
      lines: [{ description: `Extra revision of order ${number}`, quantity: 1, unitAmount: 2500, amount: 2500 }],
      subtotal: 2500,
      taxes: [{ name: "Netherlands VAT (BTW) 21 %", rateBasisPoints: 2100, taxableAmount: 2500, amount: 525 }],
      taxTotal: 525,
      total: 3025,
      buyer: { email: customer.email },
    });
    const payment = await t.prisma.payment.findFirstOrThrow({ where: { revisionChargeId: invoice.revisionChargeId } });
    expect(content.coveredPaymentIds).toEqual([payment.id]);
    await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customer.email, subject: `Invoice ${invoice.number} for order ${number}` } });
    const studio = await t.prisma.emailOutbox.findFirstOrThrow({ where: { subject: `Revision requested on order ${number}` } });
    expect(studio.text).toContain("They paid €30.25 for it: an extra revision beyond the free ones.");
    expect(studio.text).toContain("- closed: Stress tomorrow.");

    // Refunded, it is credited against its own invoice, and the order's own payment stays as it was.
    const refunded = await admin.gql(`mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { ${ERR} ... on RefundPaymentPayload { payment { status } } } }`, {
      input: { paymentId: toGlobalId("Payment", payment.id), reason: "Goodwill" },
    });
    expect(refunded.data!.refundPayment).toMatchObject({ payment: { status: "REFUNDED" } });
    const creditNote = await t.prisma.invoice.findFirstOrThrow({ where: { orderId: invoice.orderId, kind: "CREDIT_NOTE" } });
    expect(creditNote.total).toBe(-3025);
    expect((creditNote.content as unknown as InvoiceContent).creditedInvoiceNumber).toBe(invoice.number);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: invoice.orderId } })).status).toBe("REVISION_REQUESTED");
  });

  it("is never paid for less: a short payment is flagged, and a price change cancels the open payment", async () => {
    await setSettings({ freeRevisions: 0, extraRevisionPrice: 2500 });
    const { customer, orderId, number } = await deliveredOrder();
    const opened = await buy(customer, orderId);
    const short = await t.prisma.payment.findUniqueOrThrow({ where: { id: rawId(opened.payment.id) } });

    const warn = captureLogs();
    await handlePaymentEvent(t.app.services, "TEST", intentEvent("payment_intent.succeeded", short, { status: "succeeded", amount: 100 }));
    warn.restore();
    const flagged = await t.prisma.order.findUniqueOrThrow({ where: { number }, include: { revisionCharges: true, revisions: true, invoices: true } });
    expect(flagged).toMatchObject({ status: "DELIVERED", flagReason: `Payment ${short.providerReference} succeeded, but the payment provider reported €1.00 for a payment of €30.25.` });
    expect(flagged.revisionCharges.map((charge) => charge.status)).toEqual(["PENDING_PAYMENT"]);
    expect(flagged.revisions).toEqual([]);
    expect(flagged.invoices).toHaveLength(1);

    // The studio raises the price: buying again cancels the old charge and its payment, so the old
    // amount can no longer pay; the new payment asks for the new price.
    const second = await deliveredOrder();
    const old = await buy(second.customer, second.orderId);
    expect(old.payment.amount).toBe(3025);
    await setSettings({ extraRevisionPrice: 4000 });
    const repriced = await buy(second.customer, second.orderId);
    expect(repriced.payment).toMatchObject({ amount: 4840 });
    expect(repriced.payment.id).not.toBe(old.payment.id);
    const stale = (await second.customer.gql(CONFIRM, { input: { order: { orderId: second.orderId }, paymentId: old.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(stale).toEqual({ __typename: "PaymentGatewayError", message: "This payment was cancelled. Start the payment again." });
    const charges = await t.prisma.revisionCharge.findMany({ where: { order: { number: second.number } }, orderBy: { createdAt: "asc" } });
    expect(charges.map((charge) => [charge.status, charge.total])).toEqual([
      ["CANCELLED", 3025],
      ["PENDING_PAYMENT", 4840],
    ]);
    const paid = (await second.customer.gql(CONFIRM, { input: { order: { orderId: second.orderId }, paymentId: repriced.payment.id, ...GOOD_CARD } })).data!.confirmTestPayment;
    expect(paid).toMatchObject({ payment: { amount: 4840, status: "SUCCEEDED" }, order: { status: "REVISION_REQUESTED" } });
  });
});
