// What waits for the studio: work due today and overdue, revisions asked for, reseller
// applications and payouts to decide, messages to answer. Each figure opens its filtered table.
import { SimpleGrid } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { DashboardAttention_dashboard$key } from "../../__generated__/DashboardAttention_dashboard.graphql.ts";
import { formatMoney } from "../../../common/money.ts";
import { DashboardFigure } from "./DashboardFigure.tsx";
import { dashboardLinks } from "./dashboardLinks.ts";

const fragment = graphql`
  fragment DashboardAttention_dashboard on Dashboard
  @argumentDefinitions(admin: { type: "Boolean!" }, bookkeeping: { type: "Boolean!" }, production: { type: "Boolean!" }) {
    currency
    dueToday
    overdue
    revisionRequested
    pendingResellerApplications @include(if: $admin)
    requestedPayouts @include(if: $bookkeeping)
    requestedPayoutAmount @include(if: $bookkeeping)
    unhandledMessages @include(if: $production)
  }
`;

const orders = (count: number) => `${count} order${count === 1 ? "" : "s"}`;

export function DashboardAttention({ dashboard }: { dashboard: DashboardAttention_dashboard$key }) {
  const data = useFragment(fragment, dashboard);
  const now = new Date();
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: "xs", sm: "md" }}>
      <DashboardFigure
        label="Due today"
        icon="clock"
        value={data.dueToday}
        hint={data.dueToday ? `${orders(data.dueToday)} to deliver today` : "Nothing is due today"}
        to={dashboardLinks.dueToday(now)}
      />
      <DashboardFigure
        label="Overdue"
        icon="alert"
        alert={data.overdue > 0}
        value={data.overdue}
        hint={data.overdue ? `${orders(data.overdue)} past their due time` : "No work is late"}
        to={dashboardLinks.overdue(now)}
      />
      <DashboardFigure
        label="Revision requests"
        icon="undo"
        value={data.revisionRequested}
        hint={data.revisionRequested ? "Customers waiting for changes" : "No revision is waiting"}
        to={dashboardLinks.revisionRequested(now)}
      />
      {data.pendingResellerApplications != null && (
        <DashboardFigure
          label="Reseller applications"
          icon="file"
          value={data.pendingResellerApplications}
          hint={data.pendingResellerApplications ? "Waiting for a decision" : "No application is waiting"}
          to={dashboardLinks.pendingResellerApplications()}
        />
      )}
      {data.requestedPayouts != null && (
        <DashboardFigure
          label="Payouts requested"
          icon="coins"
          value={data.requestedPayouts}
          hint={data.requestedPayouts ? `${formatMoney(data.requestedPayoutAmount ?? 0, data.currency)} to approve or reject` : "No payout is waiting"}
          to={dashboardLinks.requestedPayouts()}
        />
      )}
      {data.unhandledMessages != null && (
        <DashboardFigure
          label="Unanswered messages"
          icon="mail"
          value={data.unhandledMessages}
          hint={data.unhandledMessages ? "In the inbox, not yet handled" : "Every message is handled"}
          to={dashboardLinks.unhandledMessages()}
        />
      )}
    </SimpleGrid>
  );
}
