// The partner programme through the API: a partner's own account and lists, asking for a payout,
// and the studio's payout steps; each denied to those it is not for before it is allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/db/generated/client.ts";
import { approveDueCommissions } from "../../server/partners/commissions.ts";
import { REFERRER_CARD_REASON } from "../../server/partners/referralCommission.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { type Client, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { addPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  await t.prisma.setting.upsert({ where: { key: "payoutMinimum" }, create: { key: "payoutMinimum", value: 500 }, update: { value: 500 } });
});
afterAll(() => t.close());

async function registered(referralCode?: string): Promise<{ client: Client; user: User }> {
  const client = t.client();
  const email = uniqueEmail("partner");
  const result = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Paula Partner", email, password: "partner password", referralCode, altcha: await solvedAltcha() },
  });
  expect(result.data?.register.__typename).toBe("ViewerPayload");
  return { client, user: await t.prisma.user.findUniqueOrThrow({ where: { email } }) };
}

async function pay(user: User) {
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({ data: { serviceId: service.id, userId: user.id, status: "PENDING_PAYMENT", subtotal: 10000, taxTotal: 2100, total: 12100, placedAt: new Date() } });
  const payment = await addPayment(t.prisma, order);
  await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
}

const ACCOUNT = `{
  partnerAccount { referralLink payoutMinimum commissionRateBasisPoints holdingDays balance { currency available pending } }
  partnerReferrals(first: 10) { totalCount edges { node { maskedEmail state earned createdAt } } }
  partnerLedger(first: 10) { totalCount edges { node { kind amount currency note } } }
  partnerPayouts(first: 10) { totalCount edges { node { id amount status reference } } }
}`;
const REQUEST = `mutation($input: RequestPayoutInput) { requestPayout(input: $input) { __typename ... on ValidationError { fields { path message } } ... on PayoutPayload { payout { id amount status details } } } }`;
const DECIDE = `mutation($input: DecidePayoutInput!) { decidePayout(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { path message } } ... on PayoutPayload { payout { status reference rejectionReason } } } }`;
const MANAGE = `{ managePayouts(first: 20, filter: { filters: "status~REQUESTED" }) { totalCount edges { node { id amount status partner { email } } } }
  manageReferrals(first: 5) { totalCount edges { node { maskedEmail ineligibleReason referrer { email } referredUser { email } } } }
  manageCommissions(first: 5) { totalCount edges { node { status amount order { number } partner { email } } } } }`;

describe("a partner's account", () => {
  it("is for signed-in people only, and shows each partner their own", async () => {
    const anonymous = await t.client().gql(ACCOUNT);
    expect(anonymous.errors?.[0].message).toBe("Sign in to continue.");

    const referrer = await registered();
    const { user: customer } = await registered(referrer.user.referralCode);
    await pay(customer);
    const stranger = await registered();
    const theirs = await stranger.client.gql(ACCOUNT);
    expect(theirs.data?.partnerReferrals.totalCount).toBe(0);
    expect(theirs.data?.partnerAccount.balance).toEqual({ currency: "EUR", available: 0, pending: 0 });

    const own = await referrer.client.gql(ACCOUNT);
    expect(own.errors).toBeUndefined();
    expect(own.data?.partnerAccount).toEqual({
      referralLink: `http://studiofront.test/register?ref=${referrer.user.referralCode}`,
      payoutMinimum: 500,
      commissionRateBasisPoints: 1000,
      holdingDays: 30,
      balance: { currency: "EUR", available: 0, pending: 1000 },
    });
    const [referral] = own.data?.partnerReferrals.edges ?? [];
    expect(referral.node).toMatchObject({ maskedEmail: `p•••@example.com`, state: "ORDERED", earned: 1000 });
    expect(JSON.stringify(own.data)).not.toContain(customer.email);
  });

  it("tells the referrer why a referral earns nothing, and nobody else", async () => {
    const referrer = await registered();
    const { user: eligible } = await registered(referrer.user.referralCode);
    const { user: sameCard } = await registered(referrer.user.referralCode);
    await pay(eligible);
    await pay(sameCard);
    // As the programme's rule records a customer who paid with the referrer's own card.
    await t.prisma.referral.update({ where: { referredUserId: sameCard.id }, data: { ineligibleReason: REFERRER_CARD_REASON } });
    const REASONS = `{ partnerReferrals(first: 10) { edges { node { id state notEligibleBecause } } } }`;
    const nodes = (await referrer.client.gql(REASONS)).data?.partnerReferrals.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes.map(({ state, notEligibleBecause }: { state: string; notEligibleBecause: string | null }) => [state, notEligibleBecause]).sort()).toEqual([
      ["NOT_ELIGIBLE", "Their order was paid with a card that paid one of your own orders: referring yourself earns no commission."],
      ["ORDERED", null],
    ]);
    const stranger = await registered();
    const read = await stranger.client.gql(`query($id: ID!) { node(id: $id) { ... on Referral { notEligibleBecause } } }`, { id: nodes[0].id });
    expect(read.data?.node).toBeNull();
  });

  it("asks for a payout of the available balance, refused below the minimum with the field named", async () => {
    const referrer = await registered();
    const early = await referrer.client.gql(REQUEST, { input: {} });
    expect(early.data?.requestPayout).toEqual({
      __typename: "ValidationError",
      fields: [{ path: ["input"], message: "Your available balance is €0.00; a payout can be asked for from €5.00." }],
    });
    await pay((await registered(referrer.user.referralCode)).user);
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const tooLong = await referrer.client.gql(REQUEST, { input: { details: "x".repeat(501) } });
    expect(tooLong.data?.requestPayout.fields).toEqual([{ path: ["input", "details"], message: "must be shorter than or equal to 500 characters" }]);
    const asked = await referrer.client.gql(REQUEST, { input: { details: "NL91 ABNA 0417 1643 00, P. Partner" } });
    expect(asked.data?.requestPayout.payout).toMatchObject({ amount: 1000, status: "REQUESTED", details: "NL91 ABNA 0417 1643 00, P. Partner" });
    const account = await referrer.client.gql(ACCOUNT);
    expect(account.data?.partnerLedger.edges.map((e: { node: { kind: string; amount: number } }) => [e.node.kind, e.node.amount])).toEqual([
      ["PAYOUT", -1000],
      ["COMMISSION", 1000],
    ]);
  });
});

describe("the studio's payouts", () => {
  it("are denied to partners, then approved and paid by an administrator", async () => {
    const referrer = await registered();
    await pay((await registered(referrer.user.referralCode)).user);
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const payoutId = (await referrer.client.gql(REQUEST, {})).data?.requestPayout.payout.id;

    const listDenied = await referrer.client.gql(MANAGE);
    expect(listDenied.errors?.[0].message).toBe("You do not have permission to do this.");
    const decideDenied = await referrer.client.gql(DECIDE, { input: { payoutId, decision: "APPROVE" } });
    expect(decideDenied.errors?.[0].message).toBe("You do not have permission to do this.");
    expect((await t.prisma.payout.findFirstOrThrow({ where: { userId: referrer.user.id } })).status).toBe("REQUESTED");

    const list = await admin.gql(MANAGE);
    expect(list.errors).toBeUndefined();
    expect(list.data?.managePayouts.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(payoutId);
    expect(list.data?.manageCommissions.edges[0].node.order.number).toBeGreaterThan(0);

    const noReference = await admin.gql(DECIDE, { input: { payoutId, decision: "PAY" } });
    expect(noReference.data?.decidePayout.fields).toEqual([{ path: ["input", "reference"], message: "is required: the bank transfer's reference" }]);
    expect((await admin.gql(DECIDE, { input: { payoutId, decision: "APPROVE" } })).data?.decidePayout.payout.status).toBe("APPROVED");
    const paid = await admin.gql(DECIDE, { input: { payoutId, decision: "PAY", reference: "TRF-2026-0101" } });
    expect(paid.data?.decidePayout.payout).toEqual({ status: "PAID", reference: "TRF-2026-0101", rejectionReason: null });
    const again = await admin.gql(DECIDE, { input: { payoutId, decision: "REJECT", reason: "Too late" } });
    expect(again.data?.decidePayout.fields).toEqual([{ path: ["input", "payoutId"], message: "A paid or rejected payout cannot be rejected." }]);
  });
});

describe("approving payouts in bulk", () => {
  const APPROVE = `mutation($input: ApprovePayoutsInput!) { approvePayouts(input: $input) { __typename ... on ValidationError { fields { path message } } ... on ApprovePayoutsPayload { approved { id status } } } }`;

  it("is refused to a partner, then approves the requested ones and leaves the others", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const referrer = await registered();
      await pay((await registered(referrer.user.referralCode)).user);
      await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
      ids.push((await referrer.client.gql(REQUEST, {})).data?.requestPayout.payout.id);
    }
    await admin.gql(DECIDE, { input: { payoutId: ids[1], decision: "REJECT", reason: "Account closed" } });
    const partner = (await registered()).client;
    expect((await partner.gql(APPROVE, { input: { payoutIds: ids } })).errors?.[0].message).toBe("You do not have permission to do this.");
    const approved = await admin.gql(APPROVE, { input: { payoutIds: ids } });
    expect(approved.data?.approvePayouts.approved).toEqual([{ id: ids[0], status: "APPROVED" }]);
    const tooMany = await admin.gql(APPROVE, { input: { payoutIds: Array.from({ length: 101 }, () => ids[0]) } });
    expect(tooMany.data?.approvePayouts.fields).toEqual([{ path: ["input", "payoutIds"], message: "lists at most 100 payouts" }]);
  });
});

describe("the studio's corrections", () => {
  const VOID = `mutation($input: VoidCommissionInput!) { voidCommission(input: $input) { __typename ... on ValidationError { fields { path message } } ... on CommissionPayload { commission { status endReason } } } }`;
  const ADJUST = `mutation($input: AdjustPartnerBalanceInput!) { adjustPartnerBalance(input: $input) { __typename ... on ValidationError { fields { path message } } ... on PartnerLedgerEntryPayload { entry { kind amount note } } } }`;
  const commissionIdOf = async (partner: User) => {
    const list = await admin.gql(`query($f: ListQuery) { manageCommissions(first: 5, filter: $f) { edges { node { id status } } } }`, { f: { filters: `partnerEmail~${partner.email}` } });
    return list.data?.manageCommissions.edges[0].node.id as string;
  };

  it("voids a pending commission and claws back an approved one, with the reason; refused to partners", async () => {
    const referrer = await registered();
    await pay((await registered(referrer.user.referralCode)).user);
    const pendingId = await commissionIdOf(referrer.user);
    expect((await referrer.client.gql(VOID, { input: { commissionId: pendingId, reason: "Test order" } })).errors?.[0].message).toBe("You do not have permission to do this.");
    expect((await admin.gql(VOID, { input: { commissionId: pendingId, reason: " " } })).data?.voidCommission.fields).toEqual([
      { path: ["input", "reason"], message: "is required: it is kept with the change and shown to the partner" },
    ]);
    const voided = await admin.gql(VOID, { input: { commissionId: pendingId, reason: "The order was a test by the studio." } });
    expect(voided.data?.voidCommission.commission).toEqual({ status: "VOID", endReason: "The order was a test by the studio." });

    const other = await registered();
    await pay((await registered(other.user.referralCode)).user);
    await approveDueCommissions(t.prisma, new Date(Date.now() + 31 * DAY));
    const approvedId = await commissionIdOf(other.user);
    expect((await admin.gql(VOID, { input: { commissionId: approvedId, reason: "Fraudulent referral" } })).data?.voidCommission.commission.status).toBe("CLAWED_BACK");
    const account = await other.client.gql(ACCOUNT);
    expect(account.data?.partnerAccount.balance.available).toBe(0);
    expect(account.data?.partnerLedger.edges[0].node).toEqual({ kind: "CLAWBACK", amount: -1000, currency: "EUR", note: "Fraudulent referral" });
    expect((await admin.gql(VOID, { input: { commissionId: approvedId, reason: "Again" } })).data?.voidCommission.fields).toEqual([
      { path: ["input", "commissionId"], message: "is already void or clawed back" },
    ]);
  });

  it("adjusts a balance with a reason, refusing a zero amount and partners", async () => {
    const partner = await registered();
    const partnerId = Buffer.from(`User:${partner.user.id}`).toString("base64");
    expect((await partner.client.gql(ADJUST, { input: { partnerId, amount: 500, reason: "Bonus" } })).errors?.[0].message).toBe("You do not have permission to do this.");
    expect((await admin.gql(ADJUST, { input: { partnerId, amount: 0, reason: "Nothing" } })).data?.adjustPartnerBalance.fields).toEqual([
      { path: ["input", "amount"], message: "must be a whole number of cents other than 0, at most 1000000 either way" },
    ]);
    const bonus = await admin.gql(ADJUST, { input: { partnerId, amount: 2500, reason: "Launch bonus for our first partners" } });
    expect(bonus.data?.adjustPartnerBalance.entry).toEqual({ kind: "ADJUSTMENT", amount: 2500, note: "Launch bonus for our first partners" });
    expect((await partner.client.gql(ACCOUNT)).data?.partnerAccount.balance.available).toBe(2500);
    expect(await t.prisma.auditLog.count({ where: { action: "partner.balance_adjusted", entityId: partner.user.id } })).toBe(1);
  });
});
