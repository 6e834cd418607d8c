// npm run bench: the performance report. Prints one table, each figure next to its goal with ✓
// (met), ✗ (missed) or – (not measured; a note says why). A report, not a test: it exits non-zero
// only when it cannot run at all (no client build, a server that does not start), never because
// a figure missed its goal.
//
//   npm run bench                quick parts (about a minute): critical-path JS weight, compression,
//                                SQL statements per admin table request, GraphQL ÷ raw SQL req/s
//                                (admin payments and orders, a reseller's orders by API token, at
//                                10 and 20 clients; the public services query),
//                                GraphQL requests of /manage/payments in a browser, the server's
//                                RSS and /healthz during 100 MB uploads, the dashboard query on
//                                100,000 orders (p95 per period), the audio rendering times and a
//                                worker's renders per minute (workerRenders.ts)
//   npm run bench -- --full      adds the slow parts (about 10 minutes): Lighthouse, `npm start`
//                                time and idle RSS, PGlite ÷ PostgreSQL at volume, PGlite in a
//                                worker thread behind the wire protocol ÷ in-process PGlite
//                                (pgliteWorkerCompare.ts), the in-process API latencies and the
//                                audio rendering times
//   flags: --seconds=N (load per autocannon run; 5 quick, 15 full), --connections=N (10 and 20 for
//          the GraphQL ÷ raw rows, 10 elsewhere),
//          --users=N --orders=N (seeded volume; 5,000 and 2,000), --worker-rounds=N (2),
//          --dashboard-orders=N (the dashboard query's own volume; 100,000)
//   BENCH_PGLITE_MODE=in-process: every PGlite server of the report runs PGlite in its own thread
//   (the app runs it in a worker thread)
//
// The server runs as a child process (benchServer.ts) on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set or 127.0.0.1:5432 answers (postgres.ts; dropped afterwards), else on
// PGlite in a temporary folder, seeded with the demo catalogue and seedVolume.ts. Run on an idle
// machine: the figures are load measurements.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
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
import { criticalPathWeight, PUBLIC_ROUTES, scriptsBeforeFirstPaint } from "./criticalPath.ts";
import { lighthouseScores } from "./lighthouse.ts";
import { CHROMIUM, countScreenRequests } from "./managementScreen.ts";
import { idleRssMb, serverProcess } from "./memory.ts";
import { createBenchDatabase, findPostgres, type BenchDatabase } from "./postgres.ts";
import { benchmarkRendering } from "./rendering.ts";
import { formatTable, kb, ratio, type Row } from "./report.ts";
import { measurePgliteModes, WORKER_FIGURE, WORKER_GOAL, workerRows } from "./pgliteWorkerCompare.ts";
import { FULL_VOLUME, type Volume } from "./seedVolume.ts";
import { RESELLER_ORDERS_DOCUMENT } from "./rawHandlers.ts";
import { persistedBody, startBenchServer, type Artifact, type BenchServer } from "./serverProcess.ts";
import { timeNpmStartOnExistingData } from "./startTime.ts";
import { load, type Load } from "./throughput.ts";
import { benchmarkUploads } from "./uploads.ts";
import { benchmarkWorkerRenders } from "./workerRenders.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const full = args.includes("--full");
const seconds = Number(flag("seconds") ?? (full ? 15 : 5));
const clientCounts = flag("connections") ? [Number(flag("connections"))] : [10, 20];
const connections = clientCounts[0];
const volume: Volume = { users: Number(flag("users") ?? FULL_VOLUME.users), orders: Number(flag("orders") ?? FULL_VOLUME.orders) };
const started = performance.now();
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
  log(`  listening at ${server.base}, raw handlers at ${server.rawBase}; seeded in ${server.seedSeconds.toFixed(1)} s`);
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

// The page as a visitor receives it (server-rendered public pages load their scripts after the
// first paint); what hydrates it afterwards is in the note.
await measure("JS a public page needs before it is usable", "≤ 150 KB", async () =>
  Promise.all(
    Object.keys(PUBLIC_ROUTES).map(async (route) => {
      const html = await (await fetch(primary.base + route)).text();
      const before = scriptsBeforeFirstPaint(clientDir, html);
      const after = criticalPathWeight(clientDir, route);
      return {
        figure: `JS before first paint of ${route} (brotli)`,
        value: kb(before.brotli),
        goal: "≤ 150 KB",
        met: before.brotli <= 150 * 1024,
        note: [
          `${before.files} files and ${before.inlineBytes} bytes inline; ${kb(after.brotli)} in ${after.chunks.length} files (${kb(after.bytes)} uncompressed) load after it to make the page interactive`,
          html.includes('<div id="root"></div>') ? "the page came without server-rendered content" : "",
          clientNote,
        ]
          .filter(Boolean)
          .join("; "),
      };
    }),
  ),
);
const cookie = await primary.adminCookie();
const variablesOf = (path: string, spec: ListSpec) => listVariablesFromUrl(path, spec) as unknown as Record<string, unknown>;
const paymentsVariables = variablesOf("/manage/payments", paymentsListSpec);
const graphqlHeaders = (withCookie: boolean) => ({ "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...(withCookie ? { cookie } : {}) });

/** A page as its client asks GraphQL for it, and where the raw handler answers the same JSON. */
type Target = { graphql: { headers: Record<string, string>; body: string }; rawPath: string; rawHeaders: Record<string, string> };
const resellerToken = await primary.resellerToken();
const ordersVariables = variablesOf("/manage/orders", ordersListSpec);
const targets: Record<"payments" | "orders" | "reseller" | "services", Target> = {
  payments: { graphql: { headers: graphqlHeaders(true), body: persistedBody(PaymentsRouteQuery as Artifact, paymentsVariables) }, rawPath: "/payments", rawHeaders: { cookie } },
  orders: { graphql: { headers: graphqlHeaders(true), body: persistedBody(ManageOrdersRouteQuery as Artifact, ordersVariables) }, rawPath: "/orders", rawHeaders: { cookie } },
  reseller: {
    graphql: { headers: { ...graphqlHeaders(false), authorization: `Bearer ${resellerToken}` }, body: JSON.stringify({ query: RESELLER_ORDERS_DOCUMENT, variables: { first: 20 } }) },
    rawPath: "/reseller-orders",
    rawHeaders: { authorization: `Bearer ${resellerToken}` },
  },
  services: { graphql: { headers: graphqlHeaders(false), body: persistedBody(ServicesRouteQuery as Artifact, {}) }, rawPath: "/services", rawHeaders: {} },
};

/** Fails when the GraphQL answer has errors; notes when the raw handler's JSON is not the same. */
async function sameAnswer(server: BenchServer, target: Target): Promise<string | undefined> {
  const body = (await (await fetch(`${server.base}/graphql`, { method: "POST", ...target.graphql })).json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`${target.rawPath} answered errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  const raw = await (await fetch(server.rawBase + target.rawPath, { headers: target.rawHeaders })).json();
  const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
  return canonical(raw) === canonical(body) ? undefined : "the raw handler's JSON differs from the GraphQL answer";
}

async function graphqlOverRaw(server: BenchServer, target: Target, clients: number): Promise<{ graphql: Load; raw: Load; difference?: string }> {
  const difference = await sameAnswer(server, target);
  const graphql = await load(`${server.base}/graphql`, { method: "POST", ...target.graphql, connections: clients, seconds });
  const raw = await load(server.rawBase + target.rawPath, { headers: target.rawHeaders, connections: clients, seconds });
  return { graphql, raw, difference };
}

const loadNote = (result: { graphql: Load; raw: Load; difference?: string }) =>
  [
    `${result.graphql.rps.toFixed(0)} vs ${result.raw.rps.toFixed(0)} req/s, p99 ${result.graphql.p99} vs ${result.raw.p99} ms`,
    result.graphql.failures + result.raw.failures > 0 ? `${result.graphql.failures} + ${result.raw.failures} failed requests` : "",
    result.difference ?? "",
  ]
    .filter(Boolean)
    .join("; ");

/** GraphQL ÷ raw at each client count, in one row: "0.61 / 0.64" for 10 / 20 clients. */
async function ratioRow(figure: string, target: Target, goal: number): Promise<Row[]> {
  const results: { clients: number; value: number; note: string }[] = [];
  for (const clients of clientCounts) {
    const result = await graphqlOverRaw(primary, target, clients);
    results.push({ clients, value: result.graphql.rps / result.raw.rps, note: `${clients} clients: ${loadNote(result)}` });
  }
  return [
    {
      figure: `${figure}, GraphQL ÷ raw req/s (${on}, ${clientCounts.join(" / ")} clients)`,
      value: results.map((result) => ratio(result.value)).join(" / "),
      goal: `≥ ${goal}`,
      met: results.every((result) => result.value >= goal),
      note: [...results.map((result) => result.note), `load average ${loadavg()[0].toFixed(1)}`].join("; "),
    },
  ];
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

  await measure(`Admin payments page, GraphQL ÷ raw (${clientCounts.join(" and ")} clients, ${seconds} s)`, "≥ 0.6", () => ratioRow("admin payments page", targets.payments, 0.6));
  await measure(`Admin orders page, GraphQL ÷ raw (${clientCounts.join(" and ")} clients, ${seconds} s)`, "≥ 0.6", () => ratioRow("admin orders page", targets.orders, 0.6));
  await measure(`A reseller's orders by API token, GraphQL ÷ raw (${clientCounts.join(" and ")} clients, ${seconds} s)`, "≥ 0.6", () =>
    ratioRow("a reseller's 20 newest orders by API token", targets.reseller, 0.6),
  );
  await measure(`Public services query, GraphQL ÷ raw (${connections} clients, ${seconds} s)`, "≥ 1", async () => {
    const result = await graphqlOverRaw(primary, targets.services, connections);
    const value = result.graphql.rps / result.raw.rps;
    return [{ figure: `public services query, GraphQL ÷ raw req/s (${on})`, value: ratio(value), goal: "≥ 1", met: value >= 1, note: loadNote(result) }];
  });

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
    await measure("Lighthouse performance (mobile)", "≥ 95", async () => {
      const scores = await lighthouseScores(Object.keys(PUBLIC_ROUTES).map((route) => primary.base + route));
      return scores.map((score) => ({
        figure: `Lighthouse performance (mobile) ${new URL(score.url).pathname}`,
        value: score.score === null ? "–" : String(score.score),
        goal: "≥ 95",
        met: score.score === null ? null : score.score >= 95,
        note: score.error ?? `median of ${score.runScores.length} runs (${score.runScores.map((run) => run ?? "–").join(", ")}): LCP ${((score.lcpMs ?? 0) / 1000).toFixed(1)} s, TBT ${(score.tbtMs ?? 0).toFixed(0)} ms, CPU benchmark index ${score.benchmarkIndex?.toFixed(0) ?? "?"}`,
      }));
    });
  } else {
    for (const route of Object.keys(PUBLIC_ROUTES)) fullOnly(`Lighthouse performance (mobile) ${route}`, "≥ 95");
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
        const cookieOnPglite = pgliteCookie;
        const withPgliteCookie = async (page: "payments" | "services", goal: number) => {
          const artifact = (page === "payments" ? PaymentsRouteQuery : ServicesRouteQuery) as Artifact;
          const variables = page === "payments" ? paymentsVariables : {};
          const h = graphqlHeaders(page === "payments");
          if (page === "payments") h.cookie = cookieOnPglite;
          const graphql = await load(`${pglite.base}/graphql`, { method: "POST", headers: h, body: persistedBody(artifact, variables), connections, seconds });
          const raw = await load(`${pglite.rawBase}/${page}`, { headers: page === "payments" ? { cookie: cookieOnPglite } : {}, connections, seconds });
          const value = graphql.rps / raw.rps;
          const figure = page === "payments" ? "admin payments page, GraphQL ÷ raw req/s (PGlite)" : "public services query, GraphQL ÷ raw req/s (PGlite)";
          return [{ figure, value: ratio(value), goal: `≥ ${goal}`, met: value >= goal, note: loadNote({ graphql, raw }) }];
        };
        await measure("Admin payments page, GraphQL ÷ raw on PGlite", "≥ 0.6", () => withPgliteCookie("payments", 0.6));
        await measure("Public services query, GraphQL ÷ raw on PGlite", "≥ 1", () => withPgliteCookie("services", 1));
      }

      // The app's PGlite in its worker thread against PGlite in the server's own thread.
      await measure(`${WORKER_FIGURE} at ${clients} clients`, WORKER_GOAL, async () => {
        const started = async (pgliteMode: "in-process" | "worker") => {
          log(`  starting a server on PGlite ${pgliteMode} (${elapsed()})`);
          const server = await startBenchServer({ volume, log, pgliteMode });
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

// ---- npm start and its memory ------------------------------------------------------------------
if (full) {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-start-"));
  const port = await freePort();
  let running: Awaited<ReturnType<typeof timeNpmStartOnExistingData>>["second"] | null = null;
  await measure("`npm start` on an existing data folder", "≤ 5 s", async () => {
    const { first, second } = await timeNpmStartOnExistingData({ dataDir, port });
    running = second;
    return [{ figure: "`npm start` on an existing data folder, until serving", value: `${second.seconds.toFixed(1)} s`, goal: "≤ 5 s", met: second.seconds <= 5, note: `first start on an empty folder: ${first.toFixed(1)} s` }];
  });
  await measure("Server RSS idle on PGlite after a fresh start", "≤ 300 MB", async () => {
    if (!running) throw new Error("npm start did not run");
    const server = serverProcess(running.child.pid!);
    if (!server) throw new Error("the server process under npm start was not found");
    // The figure is read 10 s after the first page; the later readings show when V8 gives back
    // the young generation that start-up and the first page grew (it does within half a minute).
    const readings: number[] = [];
    for (let second = 10; second <= 30; second += 10) {
      const rss = await idleRssMb(server.pid, 10_000);
      if (rss === null) throw new Error("the server process ended");
      readings.push(rss);
    }
    const later = readings.slice(1).map((rss, i) => `${(i + 2) * 10} s: ${rss.toFixed(0)} MB`).join(", ");
    return [{ figure: "server RSS idle on PGlite after a fresh start", value: `${readings[0].toFixed(0)} MB`, goal: "≤ 300 MB", met: readings[0] <= 300, note: `after 10 s idle (${later}): ${server.command.replace(process.cwd() + "/", "")}` }];
  });
  await (running as { stop(): Promise<void> } | null)?.stop();
  rmSync(dataDir, { recursive: true, force: true });

  await measure("In-process API latencies (the bench before this report)", "the earlier targets", () => benchmarkApiLatency());
} else {
  fullOnly("`npm start` on an existing data folder, until serving", "≤ 5 s");
  fullOnly("server RSS idle on PGlite after a fresh start", "≤ 300 MB");
}
await measure("Audio rendering", "render figures", () => benchmarkRendering(log));
if (postgresUrl) await measure("Renders per minute of a worker", `≥ 10 per core`, () => benchmarkWorkerRenders(postgresUrl, log));
else rows.push(notMeasured("Renders per minute of a worker", "≥ 10 per core", "a worker needs PostgreSQL: none answered"));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

console.log(`\nPerformance report (${full ? "full" : "quick"}, ${elapsed()}; server on ${postgresUrl ? (full ? "PostgreSQL and PGlite" : "PostgreSQL") : "PGlite"}; Chromium ${CHROMIUM})\n`);
console.log(formatTable(rows));
process.exit(0);
