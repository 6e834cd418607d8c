// The partners' money: commissions earned through referrals move from pending to approved (after
// the holding period, on a fake clock) to paid out; refunds void or claw them back; the ledger is
// append-only and a payout never spends more than the balance, however many requests race.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, Payment, User } from "../../server/db/generated/client.ts";
import { approveDueCommissions } from "../../server/partners/commissions.ts";
import { partnerBalance } from "../../server/partners/ledger.ts";
import { decidePayout, requestPayout, type PayoutActor } from "../../server/partners/payouts.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { addPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let adminActor: PayoutActor;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  const adminUser = await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
  adminActor = { userId: adminUser.id, email: adminUser.email, request: null };
  // Small amounts in these tests: a payout from €5.
  await t.prisma.setting.upsert({ where: { key: "payoutMinimum" }, create: { key: "payoutMinimum", value: 500 }, update: { value: 500 } });
});
afterAll(() => t.close());

async function register(options: { email?: string; referralCode?: string } = {}): Promise<User> {
  const email = options.email ?? uniqueEmail("partner");
  const result = await t.client().gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }`, {
    input: { name: "Rita Referrer", email, password: "partner password", referralCode: options.referralCode, altcha: await solvedAltcha() },
  });
  expect(result.data?.register.__typename).toBe("ViewerPayload");
  return t.prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
}

/** A paid order of `customer` (€121 with €21 VAT), paid through the test gateway as a browser would. */
async function paidOrder(customer: User, cardNumber = "4242 4242 4242 4242"): Promise<{ order: Order; payment: Payment }> {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({
    data: { serviceId: service.id, userId: customer.id, status: "PENDING_PAYMENT", subtotal: 10000, taxTotal: 2100, total: 12100, placedAt: new Date() },
  });
  const payment = await addPayment(t.prisma, order);
  await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber, expiry: "12/40", cvc: "123" });
  return { order, payment };
}

async function refund(payment: Payment, amount?: number) {
  const result = await admin.gql(`mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename ... on Error { message } } }`, {
    input: { paymentId: toGlobalId("Payment", payment.id), amount },
  });
  expect(result.data?.refundPayment.__typename).toBe("RefundPaymentPayload");
}

const actorOf = (user: User): PayoutActor => ({ userId: user.id, email: user.email, request: null });
const balanceOf = (user: User) => partnerBalance(t.prisma, user.id, "EUR");

describe("a referral's commission", () => {
  it("is pending through the holding period, approved after it, then paid out", async () => {
    const referrer = await register();
    const customer = await register({ referralCode: referrer.referralCode });
    const { order } = await paidOrder(customer);

    const commission = await t.prisma.commission.findFirstOrThrow({ where: { orderId: order.id } });
    const paidAt = (await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paidAt!;
    expect(commission).toMatchObject({ partnerId: referrer.id, source: "REFERRAL", baseAmount: 10000, rateBasisPoints: 1000, amount: 1000, status: "PENDING" });
    expect(commission.availableAt.getTime()).toBe(paidAt.getTime() + 30 * DAY);
    expect(await balanceOf(referrer)).toEqual({ currency: "EUR", available: 0, pending: 1000 });

    // A later order earns nothing: the first paid order counts.
    const second = await paidOrder(customer);
    expect(await t.prisma.commission.count({ where: { orderId: second.order.id } })).toBe(0);

    await approveDueCommissions(t.prisma, new Date(paidAt.getTime() + 29 * DAY));
    expect((await t.prisma.commission.findUniqueOrThrow({ where: { id: commission.id } })).status).toBe("PENDING");
    await approveDueCommissions(t.prisma, new Date(paidAt.getTime() + 30 * DAY));
    expect((await t.prisma.commission.findUniqueOrThrow({ where: { id: commission.id } })).status).toBe("APPROVED");
    expect(await balanceOf(referrer)).toEqual({ currency: "EUR", available: 1000, pending: 0 });

    const payout = await requestPayout(t.prisma, actorOf(referrer), { details: "IBAN NL91 ABNA 0417 1643 00" });
    expect(payout).toMatchObject({ amount: 1000, currency: "EUR", status: "REQUESTED" });
    expect((await balanceOf(referrer)).available).toBe(0);
    await decidePayout(t.prisma, adminActor, payout.id, { to: "APPROVED" });
    await decidePayout(t.prisma, adminActor, payout.id, { to: "PAID", reference: "TRF-2026-0042" });
    expect((await t.prisma.commission.findUniqueOrThrow({ where: { id: commission.id } })).status).toBe("PAID");
    const ledger = await t.prisma.partnerLedgerEntry.findMany({ where: { partnerId: referrer.id }, orderBy: { createdAt: "asc" } });
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["COMMISSION", 1000],
      ["PAYOUT", -1000],
    ]);
    const mails = await t.prisma.emailOutbox.findMany({ where: { to: referrer.email, subject: { startsWith: "Payout" } }, orderBy: { createdAt: "asc" } });
    expect(mails.map((mail) => mail.subject)).toEqual(["Payout requested: €10.00", "Payout approved: €10.00", "Payout paid: €10.00"]);
    expect(await t.prisma.auditLog.count({ where: { entityType: "Payout", entityId: payout.id } })).toBe(3);
  });

  it("is voided by a full refund during the holding period, and shrinks with a partial one", async () => {
    const referrer = await register();
    const partly = await paidOrder(await register({ referralCode: referrer.referralCode }));
    await refund(partly.payment, 6050);
    expect(await t.prisma.commission.findFirstOrThrow({ where: { orderId: partly.order.id } })).toMatchObject({ status: "PENDING", amount: 500 });

    const fully = await paidOrder(await register({ referralCode: referrer.referralCode }));
    await refund(fully.payment);
    expect(await t.prisma.commission.findFirstOrThrow({ where: { orderId: fully.order.id } })).toMatchObject({ status: "VOID", amount: 0 });
    expect(await balanceOf(referrer)).toEqual({ currency: "EUR", available: 0, pending: 500 });
  });

  it("is clawed back from the balance when refunded after it was paid out, and the next payout nets it", async () => {
    const referrer = await register();
    const first = await paidOrder(await register({ referralCode: referrer.referralCode }));
    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const payout = await requestPayout(t.prisma, actorOf(referrer));
    expect(payout.amount).toBe(2000);
    await decidePayout(t.prisma, adminActor, payout.id, { to: "APPROVED" });
    await decidePayout(t.prisma, adminActor, payout.id, { to: "PAID", reference: "TRF-2026-0043" });

    await refund(first.payment);
    expect(await t.prisma.commission.findFirstOrThrow({ where: { orderId: first.order.id } })).toMatchObject({ status: "CLAWED_BACK" });
    expect((await balanceOf(referrer)).available).toBe(-1000);
    await expect(requestPayout(t.prisma, actorOf(referrer))).rejects.toThrow("Your available balance is €0.00; a payout can be asked for from €5.00.");

    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    expect((await requestPayout(t.prisma, actorOf(referrer))).amount).toBe(1000);
  });

  it("is never earned by the referrer's own mailbox under another account", async () => {
    const referrer = await register({ email: uniqueEmail("rita") });
    const [local, domain] = referrer.email.split("@");
    const sameMailbox = await register({ email: `${local}+second@${domain}`, referralCode: referrer.referralCode });
    const { order } = await paidOrder(sameMailbox);
    expect(await t.prisma.commission.count({ where: { orderId: order.id } })).toBe(0);
    expect((await t.prisma.referral.findUniqueOrThrow({ where: { referredUserId: sameMailbox.id } })).ineligibleReason).toBe(
      "The referrer and the customer share an e-mail address.",
    );
  });
});

describe("a referral paid with the referrer's card", () => {
  // A card of its own per test run: the fingerprint is the card's, whoever else used it before.
  it("earns nothing with the card that paid the referrer's order, and earns with another card", async () => {
    const referrer = await register();
    const { payment: referrersPayment } = await paidOrder(referrer, "4000 0566 5566 5556");
    const fingerprint = (await t.prisma.payment.findUniqueOrThrow({ where: { id: referrersPayment.id } })).cardFingerprint;
    expect(fingerprint).toMatch(/^[\w-]{16}$/);

    const sameCard = await register({ referralCode: referrer.referralCode });
    const { order: sameCardOrder, payment: sameCardPayment } = await paidOrder(sameCard, "4000-0566-5566-5556");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: sameCardPayment.id } })).cardFingerprint).toBe(fingerprint);
    expect((await t.prisma.order.findUniqueOrThrow({ where: { id: sameCardOrder.id } })).status).toBe("PAID");
    expect(await t.prisma.commission.count({ where: { orderId: sameCardOrder.id } })).toBe(0);
    expect((await t.prisma.referral.findUniqueOrThrow({ where: { referredUserId: sameCard.id } })).ineligibleReason).toBe("The customer paid with the referrer's card.");

    const otherCard = await register({ referralCode: referrer.referralCode });
    const { order: otherCardOrder, payment: otherCardPayment } = await paidOrder(otherCard, "4242 4242 4242 4242");
    expect((await t.prisma.payment.findUniqueOrThrow({ where: { id: otherCardPayment.id } })).cardFingerprint).not.toBe(fingerprint);
    expect(await t.prisma.commission.findFirst({ where: { orderId: otherCardOrder.id } })).toMatchObject({ partnerId: referrer.id, amount: 1000, status: "PENDING" });
    expect((await t.prisma.referral.findUniqueOrThrow({ where: { referredUserId: otherCard.id } })).ineligibleReason).toBeNull();
  });
});

describe("the partner ledger", () => {
  it("gives one payout of the balance to 20 simultaneous requests", async () => {
    const referrer = await register();
    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => requestPayout(t.prisma, actorOf(referrer))));
    const made = results.filter((result) => result.status === "fulfilled");
    expect(made).toHaveLength(1);
    for (const result of results) if (result.status === "rejected") expect(String(result.reason)).toContain("Your available balance is €0.00");
    expect(await balanceOf(referrer)).toEqual({ currency: "EUR", available: 0, pending: 0 });
    expect(await t.prisma.payout.count({ where: { userId: referrer.id } })).toBe(1);
  });

  it("returns a rejected payout to the balance, with the reason told to the partner", async () => {
    const referrer = await register();
    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const payout = await requestPayout(t.prisma, actorOf(referrer));
    await expect(decidePayout(t.prisma, adminActor, payout.id, { to: "PAID", reference: "TRF-1" })).rejects.toThrow("Only an approved payout can be marked paid.");
    await expect(decidePayout(t.prisma, adminActor, payout.id, { to: "REJECTED", reason: " " })).rejects.toThrow("is required");
    await decidePayout(t.prisma, adminActor, payout.id, { to: "REJECTED", reason: "The IBAN does not match the account holder." });
    expect((await balanceOf(referrer)).available).toBe(1000);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: referrer.email, subject: "Payout not made: €10.00" } });
    expect(mail.text).toContain("The IBAN does not match the account holder.");
  });

  it("refuses to change or delete an entry", async () => {
    const referrer = await register();
    await paidOrder(await register({ referralCode: referrer.referralCode }));
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const entry = await t.prisma.partnerLedgerEntry.findFirstOrThrow({ where: { partnerId: referrer.id } });
    await expect(t.prisma.partnerLedgerEntry.update({ where: { id: entry.id }, data: { amount: 1_000_000 } })).rejects.toThrow(/never changed or deleted/);
    await expect(t.prisma.partnerLedgerEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/never changed or deleted/);
    expect((await balanceOf(referrer)).available).toBe(1000);
  });
});
