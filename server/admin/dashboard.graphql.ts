// The studio's dashboard on /manage: one root field answering every figure (server/admin/dashboard.ts).
import { GraphQLError } from "graphql";
import { ContactMessageNode } from "../contact/contactMessage.graphql.ts";
import { OrderStatusEnum } from "../orders/order.graphql.ts";
import { builder } from "../schema/builder.ts";
import { DASHBOARD_PERIODS, NEWEST_MESSAGES, PERIOD_WINDOWS, readStudioDashboard, TimeZoneError, type Dashboard, type DashboardBucket } from "./dashboard.ts";

const DashboardPeriodEnum = builder.enumType("DashboardPeriod", {
  description: `How the dashboard's series is divided: ${DASHBOARD_PERIODS.map((period) => `${period} (the last ${PERIOD_WINDOWS[period].count} ${PERIOD_WINDOWS[period].unit}s)`).join(", ")}.`,
  values: DASHBOARD_PERIODS,
});

const DashboardBucketRef = builder.objectRef<DashboardBucket>("DashboardBucket").implement({
  description: "One day, week (from Monday) or month of the dashboard's series, in its time zone.",
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    from: t.exposeString("from", { description: "Its first day, YYYY-MM-DD." }),
    to: t.exposeString("to", { description: "Its last day, YYYY-MM-DD (the current period's may lie ahead)." }),
    gross: t.exposeInt("gross", { description: "Minor units of the studio's currency taken by settled payments opened in it." }),
    refunded: t.exposeInt("refunded", { description: "Minor units given back, or being given back, by refunds made in it." }),
    revenue: t.exposeInt("revenue", { description: "gross − refunded." }),
    paidOrders: t.exposeInt("paidOrders", { description: "Orders paid in it (any currency)." }),
  }),
});

const StatusCountRef = builder.objectRef<Dashboard["ordersByStatus"][number]>("DashboardStatusCount").implement({
  authScopes: { staff: true },
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (group) => group.status }),
    count: t.exposeInt("count"),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>("Dashboard").implement({
  description: "The studio's figures on /manage; each is counted as the table it links to filters. Money and payouts for the bookkeeping, the inbox for production, reseller applications for administrators.",
  authScopes: { staff: true },
  fields: (t) => ({
    period: t.field({ type: DashboardPeriodEnum, resolve: (dashboard) => dashboard.period }),
    timeZone: t.exposeString("timeZone", { description: "The IANA time zone days, weeks and months are counted in." }),
    currency: t.exposeString("currency", { description: "The studio's currency (ISO 4217): the amounts' currency." }),
    series: t.field({ type: [DashboardBucketRef], authScopes: { bookkeeping: true }, description: "Oldest first, every period present.", resolve: (dashboard) => dashboard.series }),
    ordersByStatus: t.field({
      type: [StatusCountRef],
      description: "The order desk's orders (drafts left out) by state, the largest first; states without orders left out.",
      resolve: (dashboard) => dashboard.ordersByStatus,
    }),
    dueToday: t.exposeInt("dueToday", { description: "Open work (paid, in production, revision requested) due today." }),
    overdue: t.exposeInt("overdue", { description: "Open work whose due time has passed." }),
    revisionRequested: t.exposeInt("revisionRequested", { description: "Orders whose customer asked for a revision." }),
    pendingResellerApplications: t.exposeInt("pendingResellerApplications", { authScopes: { admin: true }, description: "Reseller applications waiting for a decision." }),
    requestedPayouts: t.exposeInt("requestedPayouts", { authScopes: { bookkeeping: true }, description: "Payouts partners asked for, waiting for a decision." }),
    requestedPayoutAmount: t.exposeInt("requestedPayoutAmount", { authScopes: { bookkeeping: true }, description: "Their sum, minor units of `currency`." }),
    unhandledMessages: t.exposeInt("unhandledMessages", { authScopes: { production: true }, description: "Inbox messages not marked handled." }),
    newestMessages: t.field({
      type: [ContactMessageNode],
      authScopes: { production: true },
      description: `The inbox's ${NEWEST_MESSAGES} newest messages, newest first.`,
      resolve: (dashboard) => dashboard.newestMessages,
    }),
  }),
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: DashboardRef,
    authScopes: { staff: true },
    description: "Every figure of the studio's dashboard in one answer.",
    args: {
      period: t.arg({ type: DashboardPeriodEnum, required: false, defaultValue: "DAY" }),
      timeZone: t.arg.string({ required: false, defaultValue: "UTC", description: "IANA time zone of the days, weeks and months, e.g. Europe/Amsterdam." }),
    },
    resolve: async (_root, { period, timeZone }, ctx) => {
      try {
        return await readStudioDashboard(ctx, { period: period ?? "DAY", timeZone: timeZone ?? "UTC" });
      } catch (error) {
        if (error instanceof TimeZoneError) throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT", argument: "timeZone" } });
        throw error;
      }
    },
  }),
);
