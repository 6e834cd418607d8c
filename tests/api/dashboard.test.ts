// The studio's dashboard (/manage): revenue and paid orders per day, week and month in the
// dashboard's time zone, net of refunds and in the studio's currency only; and every single figure
// equal to the total of the table its link opens (the links the client builds, read back as the
// table's own route loader reads them).
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardLinks } from "../../client/manage/dashboard/dashboardLinks.ts";
import { inboxListSpec } from "../../client/manage/inbox/inboxList.ts";
import { ordersListSpec } from "../../client/manage/orders/ordersList.ts";
import { paymentsListSpec } from "../../client/manage/payments/paymentsList.ts";
import { payoutsListSpec } from "../../client/manage/payouts/payoutsList.ts";
import { resellerApplicationsListSpec } from "../../client/manage/resellerApplications/resellerApplicationsList.ts";
import { listVariablesFromUrl, type ListSpec } from "../../client/ui/table/listQueryUrl.ts";
import { readDashboard } from "../../server/admin/dashboard.ts";
import type { Order, OrderStatus, PaymentStatus, RefundStatus } from "../../server/db/generated/client.ts";
import { type Client, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let serviceId = "";
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  serviceId = (await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } })).id;
});
afterAll(() => t.close());

const token = () => randomBytes(6).toString("hex");

async function order(data: { status: OrderStatus; paidAt?: Date; dueAt?: Date; currency?: string; total?: number }): Promise<Order> {
  return t.prisma.order.create({
    data: { serviceId, guestEmail: `dash.${token()}@example.com`, guestName: "Dana Dash", placedAt: new Date(), subtotal: data.total ?? 5000, total: data.total ?? 5000, currency: "EUR", ...data },
  });
}

async function payment(of: Order, data: { amount: number; status: PaymentStatus; createdAt: Date; currency?: string }) {
  return t.prisma.payment.create({
    data: { orderId: of.id, provider: "TEST", providerReference: `pi_dash_${token()}`, idempotencyKey: `test:${randomUUID()}`, currency: of.currency, ...data },
  });
}

async function refund(paymentId: string, data: { amount: number; status: RefundStatus; createdAt: Date }) {
  return t.prisma.refund.create({ data: { paymentId, ...data } });
}

describe("the series", () => {
  // A window of its own, years ahead, so that nothing the seed or other tests made falls in it.
  // 2031-03-15 is a Saturday; Amsterdam is at UTC+1 then (summer time starts on the 30th).
  const now = new Date("2031-03-15T10:00:00Z");
  const timeZone = "Europe/Amsterdam";

  beforeAll(async () => {
    const today = await order({ status: "PAID", paidAt: new Date("2031-03-15T08:00:00Z") });
    await payment(today, { amount: 10000, status: "SUCCEEDED", createdAt: new Date("2031-03-15T08:00:00Z") });
    // 23:30 UTC on the 14th is 00:30 on the 15th in Amsterdam.
    const lateNight = await order({ status: "PARTIALLY_REFUNDED", paidAt: new Date("2031-03-14T23:30:00Z") });
    const partlyRefunded = await payment(lateNight, { amount: 5000, status: "PARTIALLY_REFUNDED", createdAt: new Date("2031-03-14T23:30:00Z") });
    await refund(partlyRefunded.id, { amount: 2000, status: "SUCCEEDED", createdAt: new Date("2031-03-15T09:00:00Z") });
    await refund(partlyRefunded.id, { amount: 1000, status: "FAILED", createdAt: new Date("2031-03-15T09:30:00Z") });
    // Money not taken, or taken in another currency, is not revenue.
    const declined = await order({ status: "PENDING_PAYMENT" });
    await payment(declined, { amount: 7000, status: "FAILED", createdAt: new Date("2031-03-15T07:00:00Z") });
    const dollars = await order({ status: "PAID", paidAt: new Date("2031-03-15T06:00:00Z"), currency: "USD" });
    await payment(dollars, { amount: 9900, status: "SUCCEEDED", createdAt: new Date("2031-03-15T06:00:00Z") });
    // Earlier in the month (a Saturday: the week from Monday 24 February).
    const earlier = await order({ status: "COMPLETED", paidAt: new Date("2031-03-01T12:00:00Z") });
    await payment(earlier, { amount: 3000, status: "SUCCEEDED", createdAt: new Date("2031-03-01T12:00:00Z") });
    // Before the 30 days: in the months only.
    const older = await order({ status: "COMPLETED", paidAt: new Date("2030-12-20T12:00:00Z") });
    await payment(older, { amount: 4000, status: "REFUNDED", createdAt: new Date("2030-12-20T12:00:00Z") });
  });

  const read = (period: "DAY" | "WEEK" | "MONTH") => readDashboard(t.prisma, { period, timeZone, currency: "EUR", now });
  const nonZero = (series: Awaited<ReturnType<typeof read>>["series"]) => series.filter((bucket) => bucket.gross || bucket.refunded || bucket.paidOrders);

  it("has the last 30 days, every one present, net of refunds, in the studio's currency", async () => {
    const { series } = await read("DAY");
    expect(series).toHaveLength(30);
    expect(series[0]).toMatchObject({ from: "2031-02-14", to: "2031-02-14" });
    expect(nonZero(series)).toEqual([
      { from: "2031-03-01", to: "2031-03-01", gross: 3000, refunded: 0, revenue: 3000, paidOrders: 1 },
      // The dollar order was paid too: paid orders count every currency, revenue only the studio's.
      { from: "2031-03-15", to: "2031-03-15", gross: 15000, refunded: 2000, revenue: 13000, paidOrders: 3 },
    ]);
  });

  it("has the last 12 weeks from Monday, and the last 12 months", async () => {
    const weeks = await read("WEEK");
    expect(weeks.series).toHaveLength(12);
    expect(nonZero(weeks.series)).toEqual([
      { from: "2031-02-24", to: "2031-03-02", gross: 3000, refunded: 0, revenue: 3000, paidOrders: 1 },
      { from: "2031-03-10", to: "2031-03-16", gross: 15000, refunded: 2000, revenue: 13000, paidOrders: 3 },
    ]);
    const months = await read("MONTH");
    expect(months.series).toHaveLength(12);
    expect(months.series[0]).toMatchObject({ from: "2030-04-01", to: "2030-04-30" });
    expect(nonZero(months.series)).toEqual([
      { from: "2030-12-01", to: "2030-12-31", gross: 4000, refunded: 0, revenue: 4000, paidOrders: 1 },
      { from: "2031-03-01", to: "2031-03-31", gross: 18000, refunded: 2000, revenue: 16000, paidOrders: 4 },
    ]);
  });

  it("counts days in the time zone asked for", async () => {
    const { series } = await readDashboard(t.prisma, { period: "DAY", timeZone: "UTC", currency: "EUR", now });
    expect(nonZero(series).map(({ from, gross, paidOrders }) => ({ from, gross, paidOrders }))).toEqual([
      { from: "2031-03-01", gross: 3000, paidOrders: 1 },
      { from: "2031-03-14", gross: 5000, paidOrders: 1 },
      { from: "2031-03-15", gross: 10000, paidOrders: 2 },
    ]);
  });
});

// ---- Through GraphQL: each figure is its table's total --------------------------------------------

const DASHBOARD = `query Dashboard($period: DashboardPeriod, $timeZone: String) {
  dashboard(period: $period, timeZone: $timeZone) {
    currency timeZone
    series { from to gross refunded revenue paidOrders }
    ordersByStatus { status count }
    dueToday overdue revisionRequested pendingResellerApplications requestedPayouts requestedPayoutAmount unhandledMessages
    newestMessages { id name createdAt handledAt }
  }
}`;

/** The total of the table `path` opens, asked as its route loader would ask. */
async function tableTotal(path: string, field: string, spec: ListSpec): Promise<number> {
  const variables = listVariablesFromUrl(path, spec);
  const result = await admin.gql(`query($first: Int!, $filter: ListQuery) { t: ${field}(first: $first, filter: $filter) { totalCount } }`, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.t.totalCount;
}

describe("the dashboard query", () => {
  // The order desk's quick views read the browser's local day; the client sends its time zone.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const hour = 3600_000;

  beforeAll(async () => {
    const now = Date.now();
    await order({ status: "IN_PRODUCTION", paidAt: new Date(now - 48 * hour), dueAt: new Date(now - 2 * hour) });
    await order({ status: "PAID", paidAt: new Date(now - 24 * hour), dueAt: new Date(now - 30 * hour) });
    await order({ status: "REVISION_REQUESTED", paidAt: new Date(now - 72 * hour), dueAt: new Date(now + 24 * hour * 3) });
    await order({ status: "DELIVERED", paidAt: new Date(now - 72 * hour), dueAt: new Date(now - 40 * hour) });
    // Earlier today, but never before the local midnight: in the first hour of a day "an hour ago" is yesterday.
    const startOfToday = new Date(now).setHours(0, 0, 0, 0);
    const earlierToday = (ago: number) => new Date(Math.max(now - ago, startOfToday));
    const paid = await order({ status: "PAID", paidAt: earlierToday(hour), dueAt: new Date(now + 24 * hour * 5) });
    const taken = await payment(paid, { amount: 4200, status: "SUCCEEDED", createdAt: earlierToday(hour) });
    await refund(taken.id, { amount: 200, status: "PENDING", createdAt: earlierToday(hour / 2) });
    const applicant = await t.prisma.user.create({ data: { email: uniqueEmail("applicant"), name: "Ada Applicant", passwordHash: "x", referralCode: token() } });
    await t.prisma.resellerApplication.create({ data: { userId: applicant.id, companyName: "Ada's Agency", country: "NL" } });
    await t.prisma.payout.create({ data: { userId: applicant.id, amount: 12345, currency: "EUR" } });
    await t.prisma.payout.create({ data: { userId: applicant.id, amount: 500, currency: "EUR", status: "PAID" } });
    for (const [i, handled] of [false, true, false, false, true, false].entries()) {
      await t.prisma.contactMessage.create({
        data: { kind: "CONTACT", name: `Dashboard sender ${i}`, email: `sender.${i}@example.com`, message: "Hello", createdAt: new Date(now + (i + 1) * 1000), handledAt: handled ? new Date() : null },
      });
    }
  });

  it("answers every figure equal to the total of the table its link opens", async () => {
    const result = await admin.gql(DASHBOARD, { period: "DAY", timeZone });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const dashboard = result.data!.dashboard;
    const now = new Date();
    expect(dashboard.overdue).toBeGreaterThanOrEqual(2);
    expect(dashboard.revisionRequested).toBeGreaterThanOrEqual(1);
    expect(dashboard.pendingResellerApplications).toBeGreaterThanOrEqual(1);
    expect(dashboard.requestedPayouts).toBeGreaterThanOrEqual(1);

    const orders = (path: string) => tableTotal(path, "manageOrders", ordersListSpec);
    expect(await orders(dashboardLinks.dueToday(now))).toBe(dashboard.dueToday);
    expect(await orders(dashboardLinks.overdue(now))).toBe(dashboard.overdue);
    expect(await orders(dashboardLinks.revisionRequested(now))).toBe(dashboard.revisionRequested);
    for (const group of dashboard.ordersByStatus) expect(await orders(dashboardLinks.ordersInStatus(group.status)), group.status).toBe(group.count);
    expect(await tableTotal(dashboardLinks.pendingResellerApplications(), "manageResellerApplications", resellerApplicationsListSpec)).toBe(dashboard.pendingResellerApplications);
    expect(await tableTotal(dashboardLinks.requestedPayouts(), "managePayouts", payoutsListSpec)).toBe(dashboard.requestedPayouts);
    const requested = await t.prisma.payout.aggregate({ where: { status: "REQUESTED", currency: dashboard.currency }, _sum: { amount: true } });
    expect(dashboard.requestedPayoutAmount).toBe(requested._sum.amount);
    expect(dashboard.unhandledMessages).toBe(await t.prisma.contactMessage.count({ where: { handledAt: null } }));
    expect(listVariablesFromUrl(dashboardLinks.unhandledMessages(), inboxListSpec).filter.orderBy).toBe("handledAt~DESC,createdAt~DESC");

    // Today's period: its paid orders and the payments its revenue adds up.
    const today = dashboard.series.at(-1);
    expect(today.paidOrders).toBeGreaterThanOrEqual(1);
    expect(await orders(dashboardLinks.paidOrders(today.from, today.to))).toBe(today.paidOrders);
    const paymentsPath = dashboardLinks.payments(today.from, today.to, dashboard.currency);
    const listed = await admin.gql(`query($first: Int!, $filter: ListQuery) { managePayments(first: $first, filter: $filter) { totalCount edges { node { amount currency } } } }`, {
      ...listVariablesFromUrl(paymentsPath, paymentsListSpec),
      first: 100,
    });
    const rows = listed.data?.managePayments.edges.map((edge: { node: { amount: number } }) => edge.node.amount) as number[];
    expect(rows.reduce((sum, amount) => sum + amount, 0)).toBe(today.gross);
    expect(today.refunded).toBeGreaterThanOrEqual(200);
    expect(today.revenue).toBe(today.gross - today.refunded);
  });

  it("lists the five newest inbox messages, newest first, each opening in the inbox", async () => {
    const result = await admin.gql(DASHBOARD, { timeZone });
    const messages = result.data!.dashboard.newestMessages as { id: string; name: string; createdAt: string }[];
    expect(messages.map((message) => message.name)).toEqual(["Dashboard sender 5", "Dashboard sender 4", "Dashboard sender 3", "Dashboard sender 2", "Dashboard sender 1"]);
    expect(dashboardLinks.message(messages[0].id)).toBe(`/manage/inbox?message=${encodeURIComponent(messages[0].id)}`);
  });

  it("divides the series by week and month, and refuses a time zone nobody knows", async () => {
    const weeks = await admin.gql(DASHBOARD, { period: "WEEK", timeZone });
    const months = await admin.gql(DASHBOARD, { period: "MONTH", timeZone });
    expect(weeks.data?.dashboard.series).toHaveLength(12);
    expect(months.data?.dashboard.series).toHaveLength(12);
    const total = (series: { revenue: number }[]) => series.reduce((sum, bucket) => sum + bucket.revenue, 0);
    // This month's revenue holds this week's that fell in it; at least today's.
    expect(total(months.data?.dashboard.series.slice(-1))).toBeGreaterThanOrEqual(4000);
    const wrong = await admin.gql(DASHBOARD, { timeZone: "Mars/Olympus_Mons" });
    expect(wrong.errors?.[0]).toMatchObject({ message: expect.stringContaining("Unknown time zone"), extensions: { code: "BAD_USER_INPUT", argument: "timeZone" } });
  });

  it("is refused to customers", async () => {
    const customer = await t.registered();
    const result = await customer.gql(DASHBOARD, {});
    expect(result.errors?.[0].message).toBe("You do not have permission to do this.");
  });
});
