// The studio's dashboard (/manage): money taken and orders paid over time, the order desk's work
// by state, and what waits for an administrator. Every figure is counted the way the table it
// links to filters (the order desk's quick views, the payments, payouts, applications and inbox
// tables), so following a figure shows exactly its rows. A few aggregate statements whatever the
// number of rows: the series in one, the single counts in one, the states in one, the messages in one.
import type { ContactMessage, OrderStatus, PrismaClient } from "../db/generated/client.ts";
import { Prisma } from "../db/generated/client.ts";
import { requestSettings } from "./settings.ts";
import { SETTLED_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { COUNTED_REFUND_STATUSES } from "../payments/refundStates.ts";

export const DASHBOARD_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** How far back each period's series reaches: its unit (date_trunc's) and how many of them, this one included. */
export const PERIOD_WINDOWS: Record<DashboardPeriod, { unit: "day" | "week" | "month"; count: number }> = {
  DAY: { unit: "day", count: 30 },
  WEEK: { unit: "week", count: 12 },
  MONTH: { unit: "month", count: 12 },
};

/**
 * The states in which the studio owes the customer recordings: what "due today" and "overdue"
 * count. The order desk's quick views filter the same (client/manage/orders/ordersList.ts,
 * OPEN_WORK_STATUSES); tests/api/dashboard.test.ts holds the two together.
 */
export const OPEN_WORK_STATUSES: readonly OrderStatus[] = ["PAID", "IN_PRODUCTION", "REVISION_REQUESTED"];

export const NEWEST_MESSAGES = 5;

/** One period of the series: its first and last day (YYYY-MM-DD, in the dashboard's time zone) and its figures. */
export type DashboardBucket = {
  from: string;
  to: string;
  /** Minor units of the studio's currency taken by settled payments opened in the period. */
  gross: number;
  /** Minor units given back (or being given back) by refunds made in the period. */
  refunded: number;
  /** gross − refunded. */
  revenue: number;
  /** Orders whose payment arrived in the period, in any currency. */
  paidOrders: number;
};

export type Dashboard = {
  period: DashboardPeriod;
  timeZone: string;
  currency: string;
  series: DashboardBucket[];
  ordersByStatus: { status: OrderStatus; count: number }[];
  dueToday: number;
  overdue: number;
  revisionRequested: number;
  pendingResellerApplications: number;
  requestedPayouts: number;
  /** Minor units of the studio's currency asked for by the requested payouts. */
  requestedPayoutAmount: number;
  unhandledMessages: number;
  newestMessages: ContactMessage[];
};

export class TimeZoneError extends Error {
  constructor(readonly timeZone: string) {
    super(`Unknown time zone "${timeZone}": give an IANA name such as Europe/Amsterdam.`);
    this.name = "TimeZoneError";
  }
}

/** Whether PostgreSQL and the browser both know `timeZone` (Intl refuses what is not an IANA zone). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A constant list of enum labels as SQL literals (they come from the code, never from a request). */
function labels(values: readonly string[]): Prisma.Sql {
  if (!values.every((value) => /^[A-Z_]+$/.test(value))) throw new Error(`Not enum labels: ${values.join(", ")}`);
  return Prisma.raw(values.map((value) => `'${value}'`).join(", "));
}

type Db = Pick<PrismaClient, "$queryRaw" | "order" | "contactMessage">;

type SeriesRow = { from: string; to: string; gross: bigint | number; refunded: bigint | number; paidOrders: number };

/**
 * Revenue and paid orders per period, oldest first, every period present (zeros included).
 * Periods are the local days, weeks (from Monday) or months of `timeZone`, stepped on local
 * timestamps so that a daylight-saving change does not shift a boundary. Each period's edges
 * become two instants and each sum a range scan of an index on the date (prisma/schema.prisma:
 * Payment's, Refund's and Order's), the payments and orders read from the index alone: no row is
 * converted to local time, and the cost grows with the rows in the window, never with the tables.
 */
async function readSeries(prisma: Db, period: DashboardPeriod, timeZone: string, currency: string, now: Date): Promise<DashboardBucket[]> {
  const { unit, count } = PERIOD_WINDOWS[period];
  const step = `1 ${unit}`;
  const rows = await prisma.$queryRaw<SeriesRow[]>`
    WITH "bounds" AS (
      SELECT date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE ${timeZone}) AS "last"
    ), "buckets" AS (
      SELECT "start", "start" AT TIME ZONE ${timeZone} AS "since", ("start" + ${step}::interval) AT TIME ZONE ${timeZone} AS "until"
      FROM "bounds", generate_series("last" - (${count - 1}::int * ${step}::interval), "last", ${step}::interval) AS "start"
    )
    SELECT to_char(b."start", 'YYYY-MM-DD') AS "from",
           to_char(b."start" + ${step}::interval - interval '1 day', 'YYYY-MM-DD') AS "to",
           (SELECT coalesce(sum(p."amount"), 0)::bigint FROM "Payment" p
             WHERE p."createdAt" >= b."since" AND p."createdAt" < b."until"
               AND p."status" IN (${labels(SETTLED_PAYMENT_STATUSES)}) AND p."currency" = ${currency} AND p."archivedAt" IS NULL) AS "gross",
           (SELECT coalesce(sum(r."amount"), 0)::bigint FROM "Refund" r JOIN "Payment" p ON p."id" = r."paymentId"
             WHERE r."createdAt" >= b."since" AND r."createdAt" < b."until"
               AND r."status" IN (${labels(COUNTED_REFUND_STATUSES)}) AND p."currency" = ${currency}) AS "refunded",
           (SELECT count(*)::int FROM "Order" o
             WHERE o."paidAt" >= b."since" AND o."paidAt" < b."until" AND o."archivedAt" IS NULL AND o."status" <> 'DRAFT') AS "paidOrders"
    FROM "buckets" b
    ORDER BY b."start"`;
  return rows.map((row) => {
    const gross = Number(row.gross);
    const refunded = Number(row.refunded);
    return { from: row.from, to: row.to, gross, refunded, revenue: gross - refunded, paidOrders: Number(row.paidOrders) };
  });
}

type CountsRow = {
  dueToday: number;
  overdue: number;
  pendingResellerApplications: number;
  requestedPayouts: number;
  requestedPayoutAmount: bigint | number;
  unhandledMessages: number;
};

/** The single figures, in one statement. "Today" is the local day of `timeZone`. */
async function readCounts(prisma: Db, timeZone: string, currency: string, now: Date): Promise<CountsRow> {
  const openWork = labels(OPEN_WORK_STATUSES);
  const [row] = await prisma.$queryRaw<CountsRow[]>`
    WITH "today" AS (
      SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS "start",
             (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}) + interval '1 day') AT TIME ZONE ${timeZone} AS "end"
    )
    SELECT
      (SELECT count(*)::int FROM "Order" o, "today"
        WHERE o."status" IN (${openWork}) AND o."archivedAt" IS NULL AND o."dueAt" >= "today"."start" AND o."dueAt" < "today"."end") AS "dueToday",
      (SELECT count(*)::int FROM "Order" o
        WHERE o."status" IN (${openWork}) AND o."archivedAt" IS NULL AND o."dueAt" < ${now}::timestamptz) AS "overdue",
      (SELECT count(*)::int FROM "ResellerApplication" WHERE "status" = 'SUBMITTED') AS "pendingResellerApplications",
      (SELECT count(*)::int FROM "Payout" WHERE "status" = 'REQUESTED') AS "requestedPayouts",
      (SELECT coalesce(sum("amount"), 0)::bigint FROM "Payout" WHERE "status" = 'REQUESTED' AND "currency" = ${currency}) AS "requestedPayoutAmount",
      (SELECT count(*)::int FROM "ContactMessage" WHERE "handledAt" IS NULL) AS "unhandledMessages"`;
  return row;
}

/** Every state of the order desk's orders (drafts are the customers' own) with how many are in it; states without orders left out. */
async function readOrdersByStatus(prisma: Db) {
  const groups = await prisma.order.groupBy({ by: ["status"], where: { archivedAt: null, status: { not: "DRAFT" } }, _count: { _all: true } });
  return groups.map((group) => ({ status: group.status, count: group._count._all })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}

export async function readDashboard(
  prisma: Db,
  options: { period: DashboardPeriod; timeZone: string; currency: string; now?: Date },
): Promise<Dashboard> {
  const { period, timeZone, currency } = options;
  if (!isTimeZone(timeZone)) throw new TimeZoneError(timeZone);
  const now = options.now ?? new Date();
  const [series, counts, ordersByStatus, newestMessages] = await Promise.all([
    readSeries(prisma, period, timeZone, currency, now),
    readCounts(prisma, timeZone, currency, now),
    readOrdersByStatus(prisma),
    prisma.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: NEWEST_MESSAGES }),
  ]);
  return {
    period,
    timeZone,
    currency,
    series,
    ordersByStatus,
    dueToday: counts.dueToday,
    overdue: counts.overdue,
    revisionRequested: ordersByStatus.find((group) => group.status === "REVISION_REQUESTED")?.count ?? 0,
    pendingResellerApplications: counts.pendingResellerApplications,
    requestedPayouts: counts.requestedPayouts,
    requestedPayoutAmount: Number(counts.requestedPayoutAmount),
    unhandledMessages: counts.unhandledMessages,
    newestMessages,
  };
}

/** The dashboard in the currency the studio's settings name now. */
export async function readStudioDashboard(ctx: { prisma: PrismaClient }, options: { period: DashboardPeriod; timeZone: string }): Promise<Dashboard> {
  const { currency } = await requestSettings(ctx);
  return readDashboard(ctx.prisma, { ...options, currency });
}
