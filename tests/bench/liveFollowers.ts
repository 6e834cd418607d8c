// Live followers on one instance: 2,000 browsers following one order's page at once (the
// orderUpdated subscription of the order follow page, OrderFollowViewUpdatesSubscription, as a
// guest holding the order's private link), opened from a child process (liveFollowerClients.ts).
// What the bench reports: the server's RSS growth for them, the time from the announcement of an
// administrator's change (made through the API as the order desk sends it; the server announces
// it once its transaction committed) until the last follower has the order again, and the p99 of
// an ordinary GraphQL request (the admin payments page) served while they are open, next to the
// same load once they are gone.
//
// Every follower follows the same order: one change then reaches all 2,000, the most work one
// event can cause. They are guests of one order, each with its own connection from 127.0.0.1: the
// server limits neither connections per address nor subscriptions per order or viewer.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ManageOrdersRouteQuery from "../../client/__generated__/ManageOrdersRouteQuery.graphql.ts";
import OrderFollowViewUpdates from "../../client/__generated__/OrderFollowViewUpdatesSubscription.graphql.ts";
import PaymentsRouteQuery from "../../client/__generated__/PaymentsRouteQuery.graphql.ts";
import AddOrderNote from "../../client/__generated__/useAddOrderNoteMutation.graphql.ts";
import ChangeOrderStatus from "../../client/__generated__/useChangeOrderStatusMutation.graphql.ts";
import { paymentsListSpec } from "../../client/manage/payments/paymentsList.ts";
import { formatFilters, listVariablesFromUrl } from "../../client/ui/table/listQueryUrl.ts";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { rssMb } from "./memory.ts";
import type { Row } from "./report.ts";
import { BENCH_SESSION_SECRET, persistedBody, type Artifact, type BenchServer } from "./serverProcess.ts";
import { load, type Load } from "./throughput.ts";
import type { Arrivals, FollowerCommand, FollowerReport } from "./liveFollowerClients.ts";

export const LIVE_FOLLOWERS = 2000;
export const FOLLOWERS_RSS_GOAL_MB = 200;
export const FAN_OUT_GOAL_MS = 1000;
/** How long one event may take to reach every follower before the round is reported as it stands. */
const ROUND_TIMEOUT_MS = 60_000;
/** Event streams opened at a time (each is one request, like a page opening). */
const OPENING_CONCURRENCY = 50;

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The RSS of `pid` once it stopped falling (the earlier figures' loads leave memory that V8 and
 * the allocator give back over seconds): two readings 2 s apart within 2 MB, at most 30 s.
 */
async function settledRssMb(pid: number): Promise<number> {
  let last = rssMb(pid)!;
  for (let waited = 0; waited < 30_000; waited += 2000) {
    await sleep(2000);
    const now = rssMb(pid)!;
    if (Math.abs(now - last) <= 2) return now;
    last = now;
  }
  return last;
}

/** The CPU time `pid` used so far, in ms (utime + stime of /proc/<pid>/stat, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The share of one core `pid` used over the next `ms`. */
async function cpuUse(pid: number, ms: number): Promise<number> {
  const before = cpuMs(pid);
  await sleep(ms);
  return (cpuMs(pid) - before) / ms;
}
const count = (n: number) => n.toLocaleString("en");
const milliseconds = (ms: number) => `${ms.toFixed(0)} ms`;

/** The followers' process, spoken to one command and answer at a time. */
function followerProcess() {
  const child = fork(fileURLToPath(new URL("./liveFollowerClients.ts", import.meta.url)), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const waiting: { type: FollowerReport["type"]; resolve: (report: FollowerReport) => void }[] = [];
  child.on("message", (report: FollowerReport) => {
    const index = waiting.findIndex((wait) => wait.type === report.type);
    if (index >= 0) waiting.splice(index, 1)[0].resolve(report);
  });
  const next = <T extends FollowerReport["type"]>(type: T, timeoutMs: number): Promise<Extract<FollowerReport, { type: T }> | null> =>
    new Promise((resolve) => {
      const wait = { type, resolve: (report: FollowerReport) => (clearTimeout(timer), resolve(report as Extract<FollowerReport, { type: T }>)) };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wait), 1);
        resolve(null);
      }, timeoutMs);
      waiting.push(wait);
    });
  return {
    send: (command: FollowerCommand) => child.send(command),
    next,
    stop: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

/** A paid guest order of the seeded volume: its global id and the key of its private link. */
async function guestOrderToFollow(server: BenchServer, cookie: string): Promise<{ id: string; number: number; key: string }> {
  const filters = formatFilters([{ key: "status", operator: "EQUAL", values: ["PAID"] }]);
  const { body } = await server.gql(ManageOrdersRouteQuery as Artifact, { first: 50, filter: { offset: 0, filters } }, cookie);
  if (body.errors) throw new Error(`ManageOrdersRouteQuery: ${JSON.stringify(body.errors).slice(0, 300)}`);
  const nodes = (body.data.manageOrders.edges as { node: { id: string; number: number; isGuestOrder: boolean } }[]).map((edge) => edge.node);
  const order = nodes.find((node) => node.isGuestOrder);
  if (!order) throw new Error("no paid guest order among the newest 50 paid orders of the seeded volume");
  const orderId = Buffer.from(order.id, "base64").toString().replace(/^Order:/, "");
  return { id: order.id, number: order.number, key: orderAccessKey(BENCH_SESSION_SECRET, orderId) };
}

/**
 * One change: `lastMs` and `medianMs` count from its announcement; `announcedMs` (the mutation's
 * work until its transaction committed) and `mutationMs` (its answer) from the mutation's sending.
 */
type Round = { what: string; announcedMs: number; mutationMs: number; lastMs: number; medianMs: number; serverCpuMs: number; arrivals: Arrivals };

const describeRound = (round: Round) =>
  `${round.what}: ${round.arrivals.received}/${round.arrivals.open} ${milliseconds(round.lastMs)} after the announcement (median ${milliseconds(round.medianMs)}), ` +
  `${milliseconds(round.announcedMs + round.lastMs)} after the mutation was sent (announced after ${milliseconds(round.announcedMs)}, answered after ${milliseconds(round.mutationMs)}); ` +
  `the server used ${milliseconds(round.serverCpuMs)} of CPU for the mutation and its fan-out, the followers' process ${milliseconds(round.arrivals.cpuMs)}; ${(round.arrivals.bytes / round.arrivals.received / 1024).toFixed(1)} KB an event` +
  (round.arrivals.errors ? `; ${round.arrivals.errors} answered errors (${round.arrivals.errorSample})` : "");

export async function benchmarkLiveFollowers(server: BenchServer, cookie: string, options: { followers?: number; connections: number; seconds: number; log: (line: string) => void }): Promise<Row[]> {
  const followers = options.followers ?? LIVE_FOLLOWERS;
  const { log } = options;
  const order = await guestOrderToFollow(server, cookie);
  const clients = followerProcess();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid) ?? 0)), 20);
  try {
    const baseline = await settledRssMb(server.pid);
    peakRss = baseline;

    clients.send({
      type: "open",
      url: `${server.base}/graphql`,
      count: followers,
      concurrency: OPENING_CONCURRENCY,
      // As a browser sends it (compression offered; event streams are never compressed).
      headers: { "content-type": "application/json", accept: "text/event-stream", "accept-encoding": "gzip, deflate, br, zstd", "user-agent": "Mozilla/5.0 (studiofront bench follower)" },
      body: persistedBody(OrderFollowViewUpdates as Artifact, { id: order.id, key: order.key }),
    });
    const opened = await clients.next("opened", 5 * 60_000);
    if (!opened) throw new Error(`${count(followers)} event streams did not open within 5 minutes`);
    if (opened.open === 0) throw new Error(`no event stream opened: ${opened.refusalSample}`);
    const openSeconds = (opened.doneAt - opened.startedAt) / 1000;
    log(`  ${count(opened.open)} followers of order ${order.number} opened in ${openSeconds.toFixed(1)} s${opened.refused ? `, ${opened.refused} refused (${opened.refusalSample})` : ""}`);
    const idle = await cpuUse(server.pid, 5000);
    const afterOpening = rssMb(server.pid)!;

    // The first change proves every stream is subscribed (the server subscribes a stream as it
    // starts sending it) and is reported apart: the later ones are those of a running server.
    const changes: [string, () => Promise<void>][] = [
      ["first change (an internal note)", () => addNote(server, cookie, order.id, "Bench: the first note.")],
      ["status PAID → IN_PRODUCTION", () => changeStatus(server, cookie, order.id)],
      ...[1, 2, 3].map((n): [string, () => Promise<void>] => [`internal note ${n}`, () => addNote(server, cookie, order.id, `Bench: note ${n}.`)]),
    ];
    const rounds: Round[] = [];
    for (const [what, change] of changes) {
      clients.send({ type: "expect" });
      await clients.next("expecting", 10_000);
      const arrived = clients.next("arrived", ROUND_TIMEOUT_MS);
      const serverCpuBefore = cpuMs(server.pid);
      const sentAt = wallNow();
      await change();
      const mutationMs = wallNow() - sentAt;
      let arrivals = await arrived;
      if (!arrivals) {
        clients.send({ type: "report" });
        arrivals = await clients.next("arrived", 10_000);
      }
      if (!arrivals) throw new Error("the followers' process stopped answering");
      const serverCpuMs = cpuMs(server.pid) - serverCpuBefore;
      const announcedAt = (await server.announcements()).findLast((time) => time >= sentAt);
      if (announcedAt === undefined) throw new Error(`${what}: the server announced no change`);
      const times = arrivals.times.map((time) => time - announcedAt).sort((a, b) => a - b);
      const round: Round = { what, announcedMs: announcedAt - sentAt, mutationMs, lastMs: times.at(-1) ?? Infinity, medianMs: times[Math.floor(times.length / 2)] ?? Infinity, serverCpuMs, arrivals };
      if (arrivals.received < opened.open) round.lastMs = Infinity;
      rounds.push(round);
      log(`  ${describeRound(round)}`);
      await sleep(1000);
    }
    const growth = peakRss - baseline;
    const perFollower = ((afterOpening - baseline) * 1024) / opened.open;

    // An ordinary request meanwhile, then the same once the followers are gone.
    const payments = () =>
      load(`${server.base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", cookie },
        body: persistedBody(PaymentsRouteQuery as Artifact, listVariablesFromUrl("/manage/payments", paymentsListSpec) as unknown as Record<string, unknown>),
        connections: options.connections,
        seconds: options.seconds,
      });
    clearInterval(sampler);
    const withFollowers = await payments();
    clients.send({ type: "expect" });
    await clients.next("expecting", 10_000);
    clients.send({ type: "report" });
    const stillOpen = (await clients.next("arrived", 10_000))?.open ?? 0;
    clients.send({ type: "close" });
    await clients.next("closed", 30_000);
    await sleep(2000);
    const without = await payments();
    const describeLoad = (result: Load) => `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.failures ? `, ${result.failures} failed` : ""}`;

    const measured = rounds.slice(1);
    const slowest = measured.reduce((worst, round) => (round.lastMs > worst.lastMs ? round : worst), measured[0]);
    const everyAnswer = measured.every((round) => round.arrivals.errors === 0);
    return [
      {
        figure: `server RSS growth for ${count(followers)} live followers`,
        value: `${growth.toFixed(0)} MB`,
        goal: `< ${FOLLOWERS_RSS_GOAL_MB} MB`,
        met: opened.open === followers && growth < FOLLOWERS_RSS_GOAL_MB,
        note:
          `peak while opening and during ${rounds.length} changes, from ${baseline.toFixed(0)} MB once settled; ${(afterOpening - baseline).toFixed(0)} MB once opened (${perFollower.toFixed(0)} KB per follower), while the server used ${(idle * 100).toFixed(0)} % of a core with them all idle; ` +
          `${count(opened.open)} orderUpdated subscriptions (the order follow page's, a guest's private key) on order ${order.number}, opened ${OPENING_CONCURRENCY} at a time in ${openSeconds.toFixed(1)} s` +
          (opened.refused ? `; ${opened.refused} refused: ${opened.refusalSample}` : ""),
      },
      {
        figure: `one order change reaching all ${count(followers)} followers`,
        value: Number.isFinite(slowest.lastMs) ? milliseconds(slowest.lastMs) : `not all within ${ROUND_TIMEOUT_MS / 1000} s`,
        goal: `≤ ${FAN_OUT_GOAL_MS} ms`,
        met: opened.open === followers && everyAnswer && slowest.lastMs <= FAN_OUT_GOAL_MS,
        note: `slowest of ${measured.length} changes made through the API as the order desk sends them, from the server's announcement of the committed change to the last follower's event: ${rounds.map(describeRound).join("; ")}`,
      },
      {
        figure: `GraphQL p99 with ${count(followers)} live followers open (admin payments page)`,
        value: `${withFollowers.p99} ms`,
        goal: "reported",
        met: null,
        note: `${options.connections} clients, ${options.seconds} s: ${describeLoad(withFollowers)} with ${count(stillOpen)} followers open; ${describeLoad(without)} once they closed`,
      },
    ];
  } finally {
    clearInterval(sampler);
    clients.stop();
  }
}

async function mutate(server: BenchServer, cookie: string, artifact: Artifact, input: Record<string, unknown>, field: string, payload: string) {
  const { body } = await server.gql(artifact, { input }, cookie);
  const answer = body.data?.[field];
  if (body.errors || answer?.__typename !== payload) throw new Error(`${artifact.params.name} answered ${JSON.stringify(body).slice(0, 300)}`);
}

const addNote = (server: BenchServer, cookie: string, orderId: string, text: string) => mutate(server, cookie, AddOrderNote as Artifact, { orderId, body: text }, "addOrderNote", "AddOrderNotePayload");

const changeStatus = (server: BenchServer, cookie: string, orderId: string) => mutate(server, cookie, ChangeOrderStatus as Artifact, { orderId, status: "IN_PRODUCTION" }, "changeOrderStatus", "OrderPayload");
