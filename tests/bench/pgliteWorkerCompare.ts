// PGlite in a worker thread behind the wire protocol (the app's way: server/db/pgliteWorker.mjs,
// the app on @prisma/adapter-pg) ÷ PGlite in the server's own thread (pglite-prisma-adapter): req/s and p99 at 20 clients on the admin
// payments request and the public services request, the requests of run.ts's PGlite ÷ PostgreSQL
// figures. Both servers run side by side with the same seeded volume; the rounds alternate which
// goes first, so a neighbour's load on the machine falls on both.
//
// Part of `npm run bench -- --full` (run.ts), or alone:
//   npx tsx tests/bench/pgliteWorkerCompare.ts [--rounds=2] [--seconds=15] [--warmup=15] [--clients=20] [--users=N --orders=N]
import { availableParallelism, loadavg } from "node:os";
import PaymentsRouteQuery from "../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import ServicesRouteQuery from "../../client/__generated__/ServicesRouteQuery.graphql.ts";
import { paymentsListSpec } from "../../client/manage/payments/paymentsList.ts";
import { listVariablesFromUrl } from "../../client/ui/table/listQueryUrl.ts";
import { ratio, type Row } from "./report.ts";
import { FULL_VOLUME, type Volume } from "./seedVolume.ts";
import { persistedBody, startBenchServer, type Artifact, type BenchServer } from "./serverProcess.ts";
import { load, type Load } from "./throughput.ts";

export const WORKER_FIGURE = "PGlite in a worker (pg wire) ÷ in-process PGlite";
/**
 * What justifies the app's worker thread (the issue: keep the faster): on the request that works
 * the database (payments), 15 % more throughput or a clearly lower p99 in every round; on the
 * public request, answered from the response cache without the database, no loss beyond noise.
 */
export const WORKER_GOAL = "payments ≥ 1.15 or p99 ≤ 0.8× each round; services ≥ 0.9";
const WORKER_GOALS = { payments: "≥ 1.15, or p99 ≤ 0.8×, each round", services: "≥ 0.9 (cached: no database work)" } as const;

type Page = "payments" | "services";
export type ModeLoads = Record<Page, { inProcess: Load[]; worker: Load[] }>;

const paymentsVariables = () => listVariablesFromUrl("/manage/payments", paymentsListSpec) as unknown as Record<string, unknown>;

/** Loads both servers `rounds` times on both requests; answers every run. */
export async function measurePgliteModes(options: { inProcess: BenchServer; worker: BenchServer; clients: number; seconds: number; rounds: number; warmupSeconds?: number; log: (line: string) => void }): Promise<ModeLoads> {
  const { inProcess, worker, clients, seconds, rounds, log } = options;
  const cookies = new Map<BenchServer, string>([
    [inProcess, await inProcess.adminCookie()],
    [worker, await worker.adminCookie()],
  ]);
  const request = async (server: BenchServer, page: Page, duration = seconds) => {
    const artifact = (page === "payments" ? PaymentsRouteQuery : ServicesRouteQuery) as Artifact;
    const variables = page === "payments" ? paymentsVariables() : {};
    const cookie = page === "payments" ? cookies.get(server) : undefined;
    const { body } = await server.gql(artifact, variables, cookie);
    if (body.errors || !body.data) throw new Error(`${artifact.params.name} answered errors on the ${server.pgliteMode} server: ${JSON.stringify(body.errors).slice(0, 300)}`);
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...(cookie ? { cookie } : {}) };
    return load(`${server.base}/graphql`, { method: "POST", headers, body: persistedBody(artifact, variables), connections: clients, seconds: duration });
  };
  // A fresh server is much slower on the payments request for its first seconds of load (V8
  // compiles PGlite's WebAssembly with its optimizing tier only once it runs hot; first runs gave
  // a third of the later req/s): both get an untimed run of it first.
  for (const server of [inProcess, worker]) {
    const warm = await request(server, "payments", options.warmupSeconds ?? seconds);
    log(`  warm-up, payments, ${server.pgliteMode}: ${warm.rps.toFixed(0)} req/s, p99 ${warm.p99} ms`);
  }
  const loads: ModeLoads = { payments: { inProcess: [], worker: [] }, services: { inProcess: [], worker: [] } };
  for (let round = 1; round <= rounds; round++) {
    const order: ["inProcess" | "worker", BenchServer][] = [
      ["inProcess", inProcess],
      ["worker", worker],
    ];
    if (round % 2 === 0) order.reverse();
    for (const page of ["payments", "services"] as const) {
      for (const [mode, server] of order) {
        const result = await request(server, page);
        loads[page][mode].push(result);
        log(`  round ${round}, ${page}, ${mode === "inProcess" ? "in-process" : "worker"}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.failures ? `, ${result.failures} failed` : ""} (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
      }
    }
  }
  return loads;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * One report row per request: the mean req/s ratio and p99s over the rounds, each round in the
 * note. Met (the worker wins clearly) only when every round shows it: one round's p99 is noise on
 * a busy machine.
 */
export function workerRows(loads: ModeLoads, clients: number): Row[] {
  return (["payments", "services"] as const).map((page) => {
    const { inProcess, worker } = loads[page];
    const value = mean(worker.map((l) => l.rps)) / mean(inProcess.map((l) => l.rps));
    const p99Worker = mean(worker.map((l) => l.p99));
    const p99InProcess = mean(inProcess.map((l) => l.p99));
    const failures = [...inProcess, ...worker].reduce((sum, l) => sum + l.failures, 0);
    const rounds = inProcess.map((l, i) => `round ${i + 1}: ${worker[i].rps.toFixed(0)} vs ${l.rps.toFixed(0)} req/s (${ratio(worker[i].rps / l.rps)}), p99 ${worker[i].p99} vs ${l.p99} ms`);
    return {
      figure: `${WORKER_FIGURE}, ${page === "payments" ? "admin payments" : "public services"} at ${clients} clients`,
      value: `${ratio(value)}; p99 ${p99Worker.toFixed(0)} vs ${p99InProcess.toFixed(0)} ms`,
      goal: WORKER_GOALS[page],
      met: page === "payments" ? inProcess.every((l, i) => worker[i].rps >= 1.15 * l.rps || worker[i].p99 <= 0.8 * l.p99) : value >= 0.9,
      note: `worker vs in-process, ${rounds.join("; ")}${failures ? `; ${failures} failed requests` : ""}`,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import("./report.ts");
  const args = process.argv.slice(2);
  const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const rounds = Number(flag("rounds") ?? 2);
  const seconds = Number(flag("seconds") ?? 15);
  const clients = Number(flag("clients") ?? 20);
  const volume: Volume = { users: Number(flag("users") ?? FULL_VOLUME.users), orders: Number(flag("orders") ?? FULL_VOLUME.orders) };
  const log = (line: string) => console.log(line);
  const servers: BenchServer[] = [];
  try {
    for (const pgliteMode of ["in-process", "worker"] as const) {
      log(`▶ Starting the server on PGlite ${pgliteMode} with ${volume.users} users and ${volume.orders} paid orders`);
      const server = await startBenchServer({ volume, log, pgliteMode });
      if (server.pgliteMode !== pgliteMode) throw new Error(`asked for PGlite ${pgliteMode}, the server runs ${server.kind} ${server.pgliteMode ?? ""}`);
      servers.push(server);
      log(`  listening at ${server.base}; seeded in ${server.seedSeconds.toFixed(1)} s`);
    }
    log(`▶ ${rounds} rounds of ${seconds} s at ${clients} clients`);
    const warmupSeconds = Number(flag("warmup") ?? seconds);
    const loads = await measurePgliteModes({ inProcess: servers[0], worker: servers[1], clients, seconds, rounds, warmupSeconds, log });
    console.log(`\n${formatTable(workerRows(loads, clients))}`);
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
  }
  process.exit(0);
}
