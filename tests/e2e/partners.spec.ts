// The partner programme in a real browser: a customer finds their referral link on
// /account/referrals; once a referred customer's order is paid and its commission approved, they
// request a payout; the administrator approves it and marks it paid with the transfer's reference
// on /manage/payouts (the referral and commission also show on /manage/referrals); the customer
// sees it Paid.
//
// A commission is approved only after its 30-day holding period (an hourly job), and the e2e
// server's embedded database lives inside that server's process, out of a spec's reach. So this
// spec runs its own instance of the application (the same createApp and demo data as `npm start`,
// serving the built client) on a fresh embedded database in this process, prepares the paid order
// and the approval with the server's own functions (confirmTestCard, approveDueCommissions), and
// drives the browser against it.
import { request } from "@playwright/test";
import { approveDueCommissions } from "../../server/partners/commissions.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { addPayment } from "../api/paymentsFixtures.ts";
import { desktopAndPhoneProblems } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { solvedAltcha, uniqueEmail } from "./helpers.ts";
import { ownAppForSpec } from "./ownApp.ts";

const PASSWORD = "partner e2e password";
const DAY = 24 * 60 * 60 * 1000;

const own = ownAppForSpec("partners");

/** Registers a customer through the API, as the registration page would (optionally through a referral link's code). */
async function register(name: string, email: string, referralCode?: string) {
  const api = await request.newContext({ baseURL: own().base });
  const response = await api.post("/graphql", {
    data: {
      query: `mutation Register($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }`,
      variables: { input: { name, email, password: PASSWORD, referralCode, altcha: await solvedAltcha(own().altchaKey) } },
    },
  });
  const body = (await response.json()) as { data?: { register: { __typename: string; message?: string } } };
  expect(body.data?.register.__typename, JSON.stringify(body)).toBe("ViewerPayload");
  await api.dispose();
  return own().app.services.prisma.user.findUniqueOrThrow({ where: { email } });
}

/** The referred customer's order of €600.00 net (€726.00 with VAT), paid on the test gateway: a €60.00 commission. */
async function paidOrder(userId: string) {
  const prisma = own().app.services.prisma;
  const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await prisma.order.create({ data: { serviceId: service.id, userId, status: "PENDING_PAYMENT", subtotal: 60000, taxTotal: 12600, total: 72600, placedAt: new Date() } });
  const payment = await addPayment(prisma, order);
  await confirmTestCard(own().app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
  return prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}

test("a partner is paid their approved commission", async ({ browser }) => {
  test.setTimeout(120_000);
  const partnerEmail = uniqueEmail("partner");
  const partner = await register("Rita Referrer", partnerEmail);
  const customer = await register("Carl Referred", uniqueEmail("referred"), partner.referralCode);
  const order = await paidOrder(customer.id);

  // The partner's page: the link, the rate and holding period, the pending commission; no payout yet.
  const page = await own().signedInPage(browser, partnerEmail, PASSWORD);
  await own().open(page, "/account/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Referrals" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Referral link", { exact: true })).toHaveText(`${own().base}/register?ref=${partner.referralCode}`);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByText("You earn 10 % of what the people you refer pay, net of VAT; a commission is approved 30 days after payment.")).toBeVisible();
  await expect(page.getByLabel("Pending: €60.00", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Available: €0.00", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request payout" })).toBeDisabled();
  await expect(page.getByText("Your available balance is €0.00; a payout can be asked for from €50.00.")).toBeVisible();
  const referred = page.getByRole("row").filter({ hasText: "r•••@example.com" });
  await expect(referred.getByText("Ordered")).toBeVisible();
  await expect(referred.getByText("€60.00")).toBeVisible();
  expect(await desktopAndPhoneProblems(page, "/account/referrals (a pending commission)")).toEqual([]);

  // The holding period is over: the commission is approved and credited.
  expect(await approveDueCommissions(own().app.services.prisma, new Date(Date.now() + 31 * DAY))).toBe(1);
  await own().open(page, "/account/referrals");
  await expect(page.getByLabel("Available: €60.00", { exact: true })).toBeVisible();
  await page.getByLabel("Payment details").fill("NL91 ABNA 0417 1643 00, R. Referrer");

  // A refusal the page could not foresee (the balance spent elsewhere meanwhile) is staged once,
  // to see the server's message above the form. (`__isError` is how the server tells Relay the type is an Error.)
  const refusal = "Your available balance is €0.00; a payout can be asked for from €50.00.";
  await page.route(
    "**/graphql",
    async (route) => {
      if (route.request().postDataJSON()?.operationName !== "useRequestPayoutMutation") return route.fallback();
      await route.fulfill({ json: { data: { requestPayout: { __typename: "ValidationError", __isError: "ValidationError", message: "Invalid input", fields: [{ path: ["input"], message: refusal }] } } } });
    },
    { times: 1 },
  );
  await page.getByRole("button", { name: "Request payout of €60.00" }).click();
  await expect(page.getByRole("form", { name: "Request a payout" }).getByRole("alert")).toHaveText(refusal);

  await page.getByRole("button", { name: "Request payout of €60.00" }).click();
  await expect(page.getByText("Payout requested", { exact: true }).first()).toBeVisible();
  const payoutRow = page.getByTestId("partner-payout-row");
  await expect(payoutRow.getByText("Requested")).toBeVisible();
  await expect(payoutRow.getByText("€60.00")).toBeVisible();
  await expect(page.getByLabel("Available: €0.00", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Payout requested" }).getByText("−€60.00")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Commission approved" }).getByText("+€60.00")).toBeVisible();

  // The studio approves the payout, then marks it paid with the transfer's reference.
  const admin = await own().signedInPage(browser, own().admin.email, own().admin.password);
  await own().open(admin, `/manage/payouts?filters=${encodeURIComponent("status~REQUESTED")}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();
  const row = admin.getByTestId("payout-row").filter({ hasText: partnerEmail });
  await expect(row.getByText("Requested")).toBeVisible();
  await expect(row.getByText("Pay to: NL91 ABNA 0417 1643 00, R. Referrer")).toBeVisible();
  await expect(row.getByRole("button", { name: `Approve payout of €60.00 to ${partnerEmail}` })).toBeVisible();
  expect(await desktopAndPhoneProblems(admin, "/manage/payouts (a requested payout)")).toEqual([]);
  // Approved in bulk: every requested payout on the page (here, filtered to requested ones, this one).
  await admin.getByRole("button", { name: /^Approve \d+ requested payouts? on this page$/ }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve all" }).click();
  await expect(row.getByText("Approved")).toBeVisible();

  await row.getByRole("button", { name: `Mark payout of €60.00 to ${partnerEmail} paid` }).click();
  const dialog = admin.getByRole("dialog", { name: "Mark payout paid" });
  await dialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(dialog.getByText("is required: the bank transfer's reference")).toBeVisible();
  await dialog.getByLabel("Transfer reference").fill("TRF-E2E-0042");
  await dialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText("TRF-E2E-0042")).toBeVisible();

  // The search by the partner's address, through the URL.
  await own().open(admin, `/manage/payouts?filterGroups=${encodeURIComponent(`OR~partnerEmail~ILIKE~${partnerEmail}`)}`);
  await expect(admin.getByText(/^1 payout$/)).toBeVisible();

  // The referral and its commission in the studio's tables, the commission opening its order.
  await own().open(admin, `/manage/referrals?commissionsFilters=${encodeURIComponent("status~PAID")}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: customer.email }).getByText(partnerEmail)).toBeVisible();
  const commission = admin.getByTestId("commission-row").filter({ hasText: partnerEmail });
  await expect(commission.getByText("Paid", { exact: true })).toBeVisible();
  // A correction by hand: the studio credits the partner €5.00 with the reason they will read.
  await commission.getByRole("button", { name: `Adjust balance for ${partnerEmail}` }).click();
  const adjustment = admin.getByRole("dialog", { name: "Adjust balance" });
  await adjustment.getByRole("button", { name: "Adjust balance" }).click();
  await expect(adjustment.getByText("is required: it is kept with the change and shown to the partner")).toBeVisible();
  await adjustment.getByLabel("Amount").fill("5");
  await adjustment.getByLabel("Reason").fill("Launch bonus for our first partners");
  await adjustment.getByRole("button", { name: "Adjust balance" }).click();
  await expect(adjustment).toBeHidden();
  await expect(commission.getByRole("button", { name: `Void the commission on order ${order.number}` })).toBeVisible();

  await commission.getByRole("link", { name: `Order ${order.number}` }).click();
  await expect(admin).toHaveURL(/\/manage\/orders\/[^/]+$/);

  // The partner sees the payout paid, with the reference.
  await own().open(page, "/account/referrals");
  await expect(payoutRow.getByText("Paid", { exact: true })).toBeVisible();
  await expect(payoutRow.getByText("TRF-E2E-0042")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Launch bonus for our first partners" }).getByText("+€5.00")).toBeVisible();
  await expect(page.getByLabel("Available: €5.00", { exact: true })).toBeVisible();

  // Neither management screen makes the page wider than a 390 px screen.
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/manage/payouts", "/manage/referrals"]) {
    await own().open(admin, path);
    await expect(admin.getByRole("table").first()).toBeVisible();
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }

  await admin.context().close();
  await page.context().close();
});
