// The dashboard's one query (/manage) on a studio with 100,000 orders: a server of its own (the
// report's other figures keep their smaller volume), seeded by seedDashboardVolume, asked for each
// period as the browser asks (the persisted ManageDashboardRouteQuery with the administrator's
// cookie), one request at a time; the p95 of each period's latency and the statements it costs.
import ManageDashboardRouteQuery from "../../client/__generated__/ManageDashboardRouteQuery.graphql.ts";
import type { Row } from "./report.ts";
import { startBenchServer, type Artifact, type BenchServer } from "./serverProcess.ts";

export const DASHBOARD_ORDERS = 100_000;
export const DASHBOARD_GOAL_MS = 200;
const WARM_UP = 3;
const SAMPLES = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchmarkDashboard(options: { databaseUrl?: string; orders?: number; log: (line: string) => void }): Promise<Row[]> {
  const orders = options.orders ?? DASHBOARD_ORDERS;
  options.log(`  starting a server with ${orders.toLocaleString("en")} dashboard orders`);
  const server: BenchServer = await startBenchServer({ databaseUrl: options.databaseUrl, volume: { users: 10, orders: 0 }, dashboardOrders: orders, log: options.log });
  try {
    options.log(`  seeded in ${server.seedSeconds.toFixed(1)} s`);
    const on = server.kind === "postgresql" ? "PostgreSQL" : "PGlite";
    const cookie = await server.adminCookie();
    const rows: Row[] = [];
    for (const period of ["DAY", "WEEK", "MONTH"] as const) {
      // The administrator's dashboard: every part (a producer's or an accountant's asks for fewer).
      const variables = { period, timeZone: "Europe/Amsterdam", admin: true, bookkeeping: true, production: true };
      const times: number[] = [];
      let statements = 0;
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const before = await server.statements();
        const started = performance.now();
        const { body } = await server.gql(ManageDashboardRouteQuery as Artifact, variables, cookie);
        const elapsed = performance.now() - started;
        if (body.errors || !body.data?.dashboard) throw new Error(`ManageDashboardRouteQuery answered ${JSON.stringify(body.errors).slice(0, 300)}`);
        statements = (await server.statements()) - before;
        if (i >= WARM_UP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        figure: `dashboard query on ${orders.toLocaleString("en")} orders, ${period.toLowerCase()}s, p95 (${on})`,
        value: `${p95.toFixed(0)} ms`,
        goal: `≤ ${DASHBOARD_GOAL_MS} ms`,
        met: p95 <= DASHBOARD_GOAL_MS,
        note: `p50 ${percentile(times, 50).toFixed(0)} ms over ${SAMPLES} requests one at a time; ${statements} SQL statements each, authentication included`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
