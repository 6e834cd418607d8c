// npm run bench: the performance report. Prints one table, each figure next to its goal with ✓
// (met), ✗ (missed) or – (not measured; a note says why). A report, not a test: it exits non-zero
// only when it cannot run at all (no client build, a server that does not start), never because
// a figure missed its goal.
//
//   npm run bench                quick parts (a few minutes): critical-path JS weight, compression,
//                                SQL statements per admin table request, GraphQL ÷ raw SQL req/s
//                                (admin payments and orders, a reseller's orders by API token at
//                                10 and 20 clients, the public services query; interleaved
//                                rounds, rounds.ts), GraphQL requests of
//                                /manage/payments in a browser, the server's RSS and /healthz
//                                during 100 MB uploads, the dashboard query on 100,000 orders (p95
//                                per period), 2,000 live followers of one order (RSS, the time a
//                                change takes to reach them all, GraphQL p99 meanwhile:
//                                liveFollowers.ts), the audio rendering times and a worker's
//                                renders (workerRenders.ts)
//   npm run bench -- --full      adds the slow parts (several minutes more): Lighthouse (the
//                                median of runs, with the CPU benchmark index of each), `npm start`
//                                time and idle RSS on PGlite and on PostgreSQL, PGlite ÷ PostgreSQL
//                                at volume, PGlite in a worker thread behind the wire protocol ÷
//                                in-process PGlite (pgliteWorkerCompare.ts), the in-process API
//                                latencies and the audio rendering times
//   npm run bench -- --peer      only Studiofront beside Vendure 3.7.3 and the raw handlers (about
//                                10 minutes; peer/compare.ts): Vendure is installed on first use
//                                into a scratch folder under the system's temporary folder, never
//                                into the project, and seeded from the bench database; needs
//                                PostgreSQL. --peer-rounds=N (3) interleaved rounds at 10 and 20
//                                clients.
//   npm run bench -- --renders   only the audio rendering figures and a worker's renders
//   npm run bench -- --pages     only what a public page costs: its critical-path JS and
//                                Lighthouse (a few minutes)
//   flags: --seconds=N (load per autocannon run; 5 quick, 15 full), --connections=N (10 and 20 for
//          the GraphQL ÷ raw rows, 10 elsewhere),
//          --users=N --orders=N (seeded volume; 5,000 and 2,000), --worker-rounds=N (2),
//          --dashboard-orders=N (the dashboard query's own volume; 100,000), --rounds=N (interleaved
//          rounds of each GraphQL ÷ raw figure; 3), --lighthouse-runs=N (runs of each page; 3),
//          --followers=N (live followers of one order; 2,000)
//   BENCH_PROFILE=<folder>: every bench server and raw-SQL handler writes a V8 CPU profile (.cpuprofile) there when it
//   stops, to open in Chrome's DevTools
//   BENCH_PGLITE_MODE=in-process: every PGlite server of the report runs PGlite in its own thread
//   (the app runs it in a worker thread)
//
// The server runs as a child process (benchServer.ts, bundled by the server's own esbuild build as
// `npm start` runs it: serverProcess.ts) on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set or 127.0.0.1:5432 answers (postgres.ts; dropped afterwards), else on
// PGlite in a temporary folder, seeded with the demo catalogue and seedVolume.ts; the raw-SQL
// handlers each GraphQL figure is divided by run in a process of their own on the same database
// (rawServer.ts). Run on an idle machine: the figures are load measurements, and the report gives
// the machine's load average beside them.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import ManageOrdersRouteQuery from "../../client/__generated__/ManageOrdersRouteQuery.graphql.ts";
import PaymentsRouteQuery from "../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import ServicesRouteQuery from "../../client/__generated__/ServicesRouteQuery.graphql.ts";
import UsersRouteQuery from "../../client/__generated__/UsersRouteQuery.graphql.ts";
import { ordersListSpec } from "../../client/manage/orders/ordersList.ts";
import { paymentsListSpec } from "../../client/manage/payments/paymentsList.ts";
import { usersListSpec } from "../../client/manage/users/usersList.ts";
import { listVariablesFromUrl, type ListSpec } from "../../client/ui/table/listQueryUrl.ts";
import { clientSourceHash, liveBuild, liveClientDir } from "../../scripts/clientBuild.mjs";
import { benchmarkApiLatency } from "./apiLatency.ts";
import { checkCompression } from "./compression.ts";
import { benchmarkDashboard, DASHBOARD_GOAL_MS, DASHBOARD_ORDERS } from "./dashboard.ts";
import { HEADLINE_ROUTES } from "./criticalPath.ts";
import { LIGHTHOUSE_GOAL, lighthouseFigure, lighthouseRows, lighthouseScores, slowHostFigure, slowHostRows } from "./lighthouse.ts";
import { CHROMIUM, countScreenRequests } from "./managementScreen.ts";
import { createBenchDatabase, findPostgres, type BenchDatabase } from "./postgres.ts";
import { benchmarkRendering } from "./rendering.ts";
import { formatTable, ratio, type Row } from "./report.ts";
import { interleavedRounds, loadAverages, median, medianRps, roundRatios, roundsNote, type Round } from "./rounds.ts";
import { measurePgliteModes, WORKER_FIGURE, WORKER_GOAL, workerRows } from "./pgliteWorkerCompare.ts";
import { FULL_VOLUME, type Volume } from "./seedVolume.ts";
import { RESELLER_ORDERS_DOCUMENT } from "./rawHandlers.ts";
import { persistedBody, startBenchServer, type Artifact, type BenchServer } from "./serverProcess.ts";
import { PUBLIC_PAGE_JS_GOAL_KB, publicPageScriptRows } from "./publicPageScripts.ts";
import { IDLE_RSS_GOAL, idleRssFigure, npmStartRows, START_GOAL, startFigure } from "./startTime.ts";
import { load, type Load } from "./throughput.ts";
import { benchmarkUploads } from "./uploads.ts";
import { benchmarkLiveFollowers, FAN_OUT_GOAL_MS, FOLLOWERS_RSS_GOAL_MB, LIVE_FOLLOWERS } from "./liveFollowers.ts";
import { benchmarkWorkerRenders } from "./workerRenders.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const full = args.includes("--full");
const peer = args.includes("--peer");
const seconds = Number(flag("seconds") ?? (full ? 15 : 5));
const clientCounts = flag("connections") ? [Number(flag("connections"))] : [10, 20];
const connections = clientCounts[0];
const volume: Volume = { users: Number(flag("users") ?? FULL_VOLUME.users), orders: Number(flag("orders") ?? FULL_VOLUME.orders) };
const started = performance.now();
const loadAtStart = loadAverages();
const log = (line: string) => console.log(line);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 300);

const rows: Row[] = [];
const notMeasured = (figure: string, goal: string, note: string): Row => ({ figure, value: "–", goal, met: null, note });
/** Runs one measurement; a failure becomes a row saying so, never the end of the report. */
async function measure(figure: string, goal: string, run: () => Promise<Row[]>) {
  log(`\n▶ ${figure} (${elapsed()})`);
  try {
    const measured = await run();
    rows.push(...measured);
    for (const row of measured) log(`  ${row.figure}: ${row.value}${row.note ? ` (${row.note})` : ""}`);
  } catch (error) {
    log(`  could not be measured: ${errorText(error)}`);
    rows.push(notMeasured(figure, goal, `could not be measured: ${errorText(error)}`));
  }
}
const fullOnly = (figure: string, goal: string) => rows.push(notMeasured(figure, goal, "measured with --full"));

async function measureRenders(postgresUrl: string | null) {
  await measure("Audio rendering", "render figures", () => benchmarkRendering(log));
  if (postgresUrl) await measure("Renders of a worker", "≤ 4 s; ≥ 0.7 × ffmpeg's", () => benchmarkWorkerRenders(postgresUrl, log));
  else rows.push(notMeasured("Renders of a worker", "≤ 4 s; ≥ 0.7 × ffmpeg's", "a worker needs PostgreSQL: none answered"));
}

function printReport(kind: string, on: string) {
  console.log(`\nPerformance report (${kind}, ${elapsed()}; ${on}; load average ${loadAtStart} at the start, ${loadAverages()} at the end)\n`);
  console.log(formatTable(rows));
}

if (args.includes("--renders")) {
  const postgresUrl = await findPostgres();
  await measureRenders(postgresUrl);
  printReport("renders only", `worker on ${postgresUrl ? "PostgreSQL" : "–"}`);
  process.exit(0);
}

// ---- The client build (the critical path, compression, the browser and Lighthouse need it) ----
let clientNote: string | undefined;
if (liveBuild()?.sourceHash !== clientSourceHash()) {
  log("The client build is missing or out of date: building it (vite build).");
  const built = spawnSync(join("node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], { stdio: "inherit" });
  if (built.status !== 0) {
    if (!liveBuild()) {
      console.error("The client build failed and there is no earlier build: the report cannot run.");
      process.exit(1);
    }
    clientNote = `the client sources changed and their build failed: measured the last build (${liveBuild()?.builtAt ?? "?"})`;
    log(`  ${clientNote}`);
  }
}
const clientDir = liveClientDir;


// ---- The server on PostgreSQL (or PGlite) with the volume ------------------------------------
const postgresUrl = await findPostgres();
let benchDatabase: BenchDatabase | null = null;
const servers: BenchServer[] = [];
async function startServer(databaseUrl: string | undefined): Promise<BenchServer> {
  log(`\n▶ Starting the server on ${databaseUrl ? "PostgreSQL" : "PGlite"} with ${volume.users} users and ${volume.orders} paid orders (${elapsed()})`);
  const server = await startBenchServer({ databaseUrl, volume, log });
  servers.push(server);
  log(`  listening at ${server.base}, ${server.rawBase ? `raw handlers (a process of their own) at ${server.rawBase}` : "no raw handlers"}; seeded in ${server.seedSeconds.toFixed(1)} s`);
  return server;
}
async function stopServer(server: BenchServer) {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}
async function cleanUp() {
  for (const server of servers) await server.stop().catch(() => {});
  await benchDatabase?.drop().catch((error: unknown) => log(`Could not drop the bench database: ${errorText(error)}`));
}

let primary: BenchServer;
try {
  if (postgresUrl) benchDatabase = await createBenchDatabase(postgresUrl);
  primary = await startServer(benchDatabase?.url);
} catch (error) {
  console.error(`The server could not start: ${error instanceof Error ? error.message : error}`);
  await cleanUp();
  process.exit(1);
}
const on = primary.kind === "postgresql" ? "PostgreSQL" : "PGlite";

// What a public page costs a phone before it is usable (publicPageScripts.ts).
if (!peer) await measure("JS a public page needs before it is usable", `≤ ${PUBLIC_PAGE_JS_GOAL_KB} KB`, () => publicPageScriptRows(primary.base, clientDir, clientNote));
const cookie = await primary.adminCookie();
const variablesOf = (path: string, spec: ListSpec) => listVariablesFromUrl(path, spec) as unknown as Record<string, unknown>;
const paymentsVariables = variablesOf("/manage/payments", paymentsListSpec);
const graphqlHeaders = (withCookie: boolean) => ({ "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...(withCookie ? { cookie } : {}) });

/** The raw handlers' address of `server`, or an error saying why it has none. */
function rawBaseOf(server: BenchServer): string {
  if (!server.rawBase) throw new Error("no raw handlers: PGlite in the server's own thread (BENCH_PGLITE_MODE=in-process) is out of their process's reach");
  return server.rawBase;
}

type Page = "payments" | "orders" | "reseller" | "services";
const GRAPHQL_OVER_RAW: Record<Page, { figure: string; goal: number }> = {
  payments: { figure: "admin payments page, GraphQL ÷ raw req/s", goal: 0.6 },
  orders: { figure: "admin orders page, GraphQL ÷ raw req/s", goal: 0.6 },
  reseller: { figure: "a reseller's 20 newest orders by API token, GraphQL ÷ raw req/s", goal: 0.6 },
  services: { figure: "public services query, GraphQL ÷ raw req/s", goal: 1 },
};
const ordersVariables = variablesOf("/manage/orders", ordersListSpec);

/** A page as its client asks GraphQL for it, and how the raw handler is asked for the same JSON. */
type Target = { graphql: { headers: Record<string, string>; body: string }; rawPath: string; rawHeaders: Record<string, string> };

/** `signedIn`: the admin's cookie on that server; `token`: its reseller's API token (the reseller page only). */
function targetOf(page: Page, signedIn: string, token?: string): Target {
  const admin = { cookie: signedIn };
  if (page === "payments") return { graphql: { headers: { ...graphqlHeaders(false), ...admin }, body: persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables) }, rawPath: "/payments", rawHeaders: admin };
  if (page === "orders") return { graphql: { headers: { ...graphqlHeaders(false), ...admin }, body: persistedBody(ManageOrdersRouteQuery as Artifact, ordersVariables) }, rawPath: "/orders", rawHeaders: admin };
  if (page === "reseller") {
    const bearer = { authorization: `Bearer ${token}` };
    return { graphql: { headers: { ...graphqlHeaders(false), ...bearer }, body: JSON.stringify({ query: RESELLER_ORDERS_DOCUMENT, variables: { first: 20 } }) }, rawPath: "/reseller-orders", rawHeaders: bearer };
  }
  return { graphql: { headers: graphqlHeaders(false), body: persistedBody(ServicesRouteQuery as Artifact, {}) }, rawPath: "/services", rawHeaders: {} };
}

/** Fails when the GraphQL answer has errors; notes when the raw handler's JSON is not the same. */
async function sameAnswer(server: BenchServer, target: Target): Promise<string | undefined> {
  const body = (await (await fetch(`${server.base}/graphql`, { method: "POST", ...target.graphql })).json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`${target.rawPath} answered errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  const raw = await (await fetch(rawBaseOf(server) + target.rawPath, { headers: target.rawHeaders })).json();
  const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
  return canonical(raw) === canonical(body) ? undefined : "the raw handler's JSON differs from the GraphQL answer";
}

const rounds = Number(flag("rounds") ?? 3);

/**
 * A page's GraphQL request against the raw handler's in interleaved rounds (GraphQL, raw, GraphQL,
 * raw…) at `clients` connections, after checking that both answer the same JSON: the median of
 * the rounds' ratios.
 */
async function graphqlOverRaw(server: BenchServer, page: Page, target: Target, clients = connections): Promise<Row[]> {
  const difference = await sameAnswer(server, target);
  const measured = await interleavedRounds(
    {
      graphql: { url: `${server.base}/graphql`, method: "POST", ...target.graphql },
      raw: { url: `${rawBaseOf(server)}${target.rawPath}`, headers: target.rawHeaders },
    },
    { rounds, connections: clients, seconds, onRound: (round, { graphql, raw }) => log(`  round ${round} (load average ${graphql.loadAverage.toFixed(2)}, ${raw.loadAverage.toFixed(2)}): GraphQL ${graphql.load.rps.toFixed(0)}, raw ${raw.load.rps.toFixed(0)} req/s`) },
  );
  const ratios = roundRatios(measured.graphql, measured.raw);
  const value = median(ratios);
  const p99 = (side: Round[]) => median(side.map((round) => round.load.p99));
  const failures = [...measured.graphql, ...measured.raw].reduce((sum, round) => sum + round.load.failures, 0);
  const { figure, goal } = GRAPHQL_OVER_RAW[page];
  return [
    {
      figure: `${figure} (${server.kind === "postgresql" ? "PostgreSQL" : "PGlite"}, ${clients} clients)`,
      value: ratio(value),
      goal: `≥ ${goal}`,
      met: value >= goal,
      note: [
        `median of ${rounds} interleaved rounds at ${clients} clients: ${medianRps(measured.graphql).toFixed(0)} vs ${medianRps(measured.raw).toFixed(0)} req/s, p99 ${p99(measured.graphql)} vs ${p99(measured.raw)} ms (medians)`,
        roundsNote(ratios, measured.graphql),
        failures > 0 ? `${failures} failed requests` : "",
        difference ?? "",
      ]
        .filter(Boolean)
        .join("; "),
    },
  ];
}

/** The headline pages' Lighthouse scores on this host, and as on a host of the goal's CPU index. */
async function lighthouseFigures(): Promise<Row[]> {
  const { scores, onGoalHost } = await lighthouseScores(HEADLINE_ROUTES.map((route) => primary.base + route), Number(flag("lighthouse-runs") ?? 3), { asOnGoalHost: true });
  return [...lighthouseRows(scores), ...slowHostRows(onGoalHost)];
}

if (args.includes("--pages")) {
  try {
    await measure("Lighthouse performance (mobile)", LIGHTHOUSE_GOAL, lighthouseFigures);
  } finally {
    await cleanUp();
  }
  printReport("public pages only", on);
  process.exit(0);
}

if (peer) {
  if (!benchDatabase || !postgresUrl) {
    console.error("--peer compares on PostgreSQL, and none answered (TEST_DATABASE_URL or 127.0.0.1:5432).");
    await cleanUp();
    process.exit(1);
  }
  let sideBySide = "";
  try {
    const { peerComparison, PEER_FIGURE } = await import("./peer/compare.ts");
    await measure(PEER_FIGURE, "the goals of issue 28", async () => {
      const rawDifferences = {
        payments: await sameAnswer(primary, targetOf("payments", cookie)),
        services: await sameAnswer(primary, targetOf("services", cookie)),
      };
      const rounds = Number(flag("peer-rounds") ?? 3);
      const report = await peerComparison({ primary, databaseUrl: benchDatabase!.url, postgresUrl: postgresUrl!, cookie, rawDifferences, volume, seconds, rounds, clients: [10, 20], log });
      sideBySide = report.table;
      return report.rows;
    });
  } finally {
    await cleanUp();
  }
  console.log(`\nStudiofront beside its peers (${elapsed()}; PostgreSQL; ${seconds} s of load per run, load average ${loadAtStart} at the start, ${loadAverages()} at the end)\n`);
  if (sideBySide) console.log(`${sideBySide}\n`);
  console.log(formatTable(rows));
  process.exit(0);
}


try {
  await measure("SQL statements per admin table request", "≤ 3", async () => {
    const tables: [string, Artifact, Record<string, unknown>][] = [
      ["users", UsersRouteQuery as Artifact, variablesOf("/manage/users", usersListSpec)],
      ["payments", PaymentsRouteQuery as Artifact, paymentsVariables],
      ["orders", ManageOrdersRouteQuery as Artifact, variablesOf("/manage/orders", ordersListSpec)],
    ];
    const measured: Row[] = [];
    for (const [table, artifact, variables] of tables) {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = await primary.statements();
        const { body } = await primary.gql(artifact, variables, cookie);
        if (body.errors) throw new Error(`${artifact.params.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
        counts.push((await primary.statements()) - before);
      }
      const steady = counts.at(-1)!;
      const sql = (await primary.recentStatements()).slice(-steady);
      log(`  ${table}: ${sql.map((text) => text.replace(/\s+/g, " ").slice(0, 400)).join("\n    ")}`);
      measured.push({
        figure: `SQL statements, ${table} table request (auth included, ${on})`,
        value: String(steady),
        goal: "≤ 3",
        met: steady <= 3,
        note: counts.some((count) => count !== steady) ? `first requests: ${counts.join(", ")}` : undefined,
      });
    }
    return measured;
  });

  await measure("Compression of HTML, JS, CSS and GraphQL JSON", "gzip and brotli, Vary", async () => {
    const checks = await checkCompression({ base: primary.base, clientDir, graphql: { body: persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables), headers: graphqlHeaders(true) } });
    const failed = checks.filter((check) => !check.ok);
    return [
      {
        figure: "responses compressed (HTML, JS, CSS, GraphQL JSON)",
        value: `${checks.length - failed.length}/${checks.length} gzip+br with Vary`,
        goal: "gzip and brotli, Vary: Accept-Encoding",
        met: failed.length === 0,
        note: failed.length ? failed.map((check) => `${check.what} ${check.encoding}: ${check.got}`).join("; ") : undefined,
      },
    ];
  });

  const resellerToken = await primary.resellerToken();
  for (const page of ["payments", "orders", "reseller"] as const) {
    for (const clients of clientCounts) {
      await measure(`${GRAPHQL_OVER_RAW[page].figure} (${clients} clients, ${rounds} rounds of ${seconds} s)`, `≥ ${GRAPHQL_OVER_RAW[page].goal}`, () =>
        graphqlOverRaw(primary, page, targetOf(page, cookie, resellerToken), clients),
      );
    }
  }
  await measure(`Public services query, GraphQL ÷ raw (${connections} clients, ${rounds} rounds of ${seconds} s)`, "≥ 1", () => graphqlOverRaw(primary, "services", targetOf("services", cookie)));

  await measure("GraphQL requests /manage/payments makes before its table shows", "1", async () => {
    const screen = await countScreenRequests({ base: primary.base, path: "/manage/payments", cookie });
    return [
      {
        figure: "GraphQL requests before the /manage/payments table shows",
        value: String(screen.requests),
        goal: "1",
        met: screen.requests <= 1,
        note: `${screen.operations.join(", ")}; table after ${screen.milliseconds.toFixed(0)} ms`,
      },
    ];
  });

  await measure("Uploads of 100 MB: server RSS and /healthz meanwhile", "< 30 MB (a visitor's), < 50 MB (read whole); < 100 ms", () => benchmarkUploads({ base: primary.base, pid: primary.pid }, cookie));

  const followers = Number(flag("followers") ?? LIVE_FOLLOWERS);
  await measure(`${followers.toLocaleString("en")} live followers of one order`, `< ${FOLLOWERS_RSS_GOAL_MB} MB; ≤ ${FAN_OUT_GOAL_MS} ms`, () =>
    benchmarkLiveFollowers(primary, cookie, { followers, connections, seconds, log }),
  );

  // A database of its own, dropped afterwards: the other figures keep their volume.
  await measure(`Dashboard query on ${DASHBOARD_ORDERS.toLocaleString("en")} orders`, `≤ ${DASHBOARD_GOAL_MS} ms`, async () => {
    const database = postgresUrl ? await createBenchDatabase(postgresUrl) : null;
    try {
      return await benchmarkDashboard({ databaseUrl: database?.url, orders: Number(flag("dashboard-orders") ?? DASHBOARD_ORDERS), log });
    } finally {
      await database?.drop();
    }
  });

  if (full) {
    await measure("Lighthouse performance (mobile)", LIGHTHOUSE_GOAL, lighthouseFigures);
  } else {
    for (const route of HEADLINE_ROUTES) fullOnly(lighthouseFigure(route), LIGHTHOUSE_GOAL);
    for (const route of HEADLINE_ROUTES) fullOnly(slowHostFigure(route), LIGHTHOUSE_GOAL);
  }

  // ---- PGlite ÷ PostgreSQL at volume ----------------------------------------------------------
  if (full) {
    const clients = 20;
    const payments = (server: BenchServer) =>
      load(`${server.base}/graphql`, { method: "POST", headers: graphqlHeaders(true), body: persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables), connections: clients, seconds });
    let postgres: Load | null = null;
    if (primary.kind === "postgresql") {
      log(`\n▶ Admin payments page on PostgreSQL at ${clients} clients (${elapsed()})`);
      postgres = await payments(primary);
      log(`  ${postgres.rps.toFixed(0)} req/s, p99 ${postgres.p99} ms`);
    }
    await stopServer(primary);
    const pglite = await startServer(undefined).catch((error: unknown) => {
      rows.push(notMeasured("PGlite ÷ PostgreSQL throughput; PGlite p99 at 20 clients", "≥ 0.8; ≤ 500 ms", `the PGlite server did not start: ${errorText(error)}`));
      return null;
    });
    if (pglite) {
      primary = pglite;
      const pgliteCookie = await pglite.adminCookie();
      const headers = graphqlHeaders(true);
      headers.cookie = pgliteCookie;
      await measure(`PGlite ÷ PostgreSQL, admin payments page at ${clients} clients`, "≥ 0.8; ≤ 500 ms", async () => {
        const result = await load(`${pglite.base}/graphql`, { method: "POST", headers, body: persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables), connections: clients, seconds });
        const failures = result.failures ? `; ${result.failures} failed requests` : "";
        if (!postgres) {
          return [{ figure: "PGlite ÷ PostgreSQL throughput; PGlite p99 at 20 clients", value: `–; ${result.p99} ms`, goal: "≥ 0.8; ≤ 500 ms", met: null, note: `no PostgreSQL to compare with; PGlite ${result.rps.toFixed(0)} req/s${failures}` }];
        }
        const value = result.rps / postgres.rps;
        return [
          {
            figure: "PGlite ÷ PostgreSQL throughput; PGlite p99 at 20 clients",
            value: `${ratio(value)}; ${result.p99} ms`,
            goal: "≥ 0.8; ≤ 500 ms",
            met: value >= 0.8 && result.p99 <= 500,
            note: `admin payments page: PGlite ${result.rps.toFixed(0)} req/s, PostgreSQL ${postgres.rps.toFixed(0)} req/s (p99 ${postgres.p99} ms)${failures}`,
          },
        ];
      });
      if (postgresUrl) {
        // The same GraphQL ÷ raw figures on the embedded database, the default of `npm start`.
        await measure("Admin payments page, GraphQL ÷ raw on PGlite", "≥ 0.6", () => graphqlOverRaw(pglite, "payments", targetOf("payments", pgliteCookie)));
        await measure("Public services query, GraphQL ÷ raw on PGlite", "≥ 1", () => graphqlOverRaw(pglite, "services", targetOf("services", pgliteCookie)));
      }

      // The app's PGlite in its worker thread against PGlite in the server's own thread.
      await measure(`${WORKER_FIGURE} at ${clients} clients`, WORKER_GOAL, async () => {
        const started = async (pgliteMode: "in-process" | "worker") => {
          log(`  starting a server on PGlite ${pgliteMode} (${elapsed()})`);
          const server = await startBenchServer({ volume, log, pgliteMode, rawHandlers: false });
          servers.push(server);
          return server;
        };
        const inProcess = pglite.pgliteMode === "in-process" ? pglite : await started("in-process");
        const worker = pglite.pgliteMode === "worker" ? pglite : await started("worker");
        try {
          const loads = await measurePgliteModes({ inProcess, worker, clients, seconds, rounds: Number(flag("worker-rounds") ?? 2), log });
          return workerRows(loads, clients);
        } finally {
          if (worker !== pglite) await stopServer(worker);
          if (inProcess !== pglite) await stopServer(inProcess);
        }
      });
    }
  } else {
    fullOnly("PGlite ÷ PostgreSQL throughput; PGlite p99 at 20 clients", "≥ 0.8; ≤ 500 ms");
    fullOnly(WORKER_FIGURE, WORKER_GOAL);
  }
} finally {
  await cleanUp();
}

// ---- npm start and its memory, on PGlite (its default) and on PostgreSQL ------------------------
for (const database of ["PGlite", "PostgreSQL"] as const) {
  if (!full) {
    fullOnly(startFigure(database), START_GOAL);
    fullOnly(idleRssFigure(database), IDLE_RSS_GOAL);
  } else if (database === "PostgreSQL" && !postgresUrl) {
    rows.push(notMeasured(startFigure(database), START_GOAL, "no PostgreSQL answered (TEST_DATABASE_URL or 127.0.0.1:5432)"));
    rows.push(notMeasured(idleRssFigure(database), IDLE_RSS_GOAL, "no PostgreSQL answered (TEST_DATABASE_URL or 127.0.0.1:5432)"));
  } else {
    await measure(`\`npm start\` on ${database} and its idle RSS`, START_GOAL, () => npmStartRows(database === "PostgreSQL" ? postgresUrl : null, log));
  }
}
if (full) await measure("In-process API latencies (the bench before this report)", "the earlier targets", () => benchmarkApiLatency());
await measureRenders(postgresUrl);

printReport(full ? "full" : "quick", `server on ${postgresUrl ? (full ? "PostgreSQL and PGlite" : "PostgreSQL") : "PGlite"}; Chromium ${CHROMIUM}`);
process.exit(0);
