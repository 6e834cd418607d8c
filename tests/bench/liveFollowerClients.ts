// The followers of liveFollowers.ts, in a process of their own so that reading thousands of event
// streams does not share a thread with the bench's load generator: each follower is one POST to
// /graphql answered with server-sent events, as the browser's subscribeGraphQL sends it
// (client/app/relayEnvironment.ts), on its own socket (node:http, no pooling: an event stream
// holds its connection for as long as the page is open).
//
// Driven over IPC by the bench (FollowerCommand → FollowerReport):
//   open    opens `count` event streams, `concurrency` handshakes at a time; answers `opened`
//   expect  from now on, notes when each follower's next event arrives; answers `expecting`,
//           then `arrived` once every open follower has had one (or `report` asks early)
//   close   closes every stream; answers `closed`
// Times are wall-clock milliseconds (performance.timeOrigin + now): the bench compares them with
// the moment it sent the change, on the same machine.
import { request, type ClientRequest } from "node:http";
import { ServerSentEventParser } from "../../client/app/serverSentEvents.ts";

export type FollowerCommand =
  | { type: "open"; url: string; count: number; concurrency: number; headers: Record<string, string>; body: string }
  | { type: "expect" }
  | { type: "report" }
  | { type: "close" };

/** `cpuMs`: this process's CPU time since `expect` (reading the streams); `bytes`: of the events' data since then. */
export type Arrivals = { open: number; received: number; errors: number; times: number[]; cpuMs: number; bytes: number; errorSample?: string };

export type FollowerReport =
  | { type: "opened"; open: number; refused: number; refusalSample?: string; startedAt: number; doneAt: number }
  | { type: "expecting" }
  | ({ type: "arrived" } & Arrivals)
  | { type: "closed" };

const wallNow = () => performance.timeOrigin + performance.now();
const send = (report: FollowerReport) => process.send!(report);

type Follower = { request: ClientRequest; open: boolean };
const followers: Follower[] = [];
let round: { got: Set<number>; times: number[]; errors: number; errorSample?: string; reported: boolean; cpu: NodeJS.CpuUsage; bytes: number } | null = null;

const openCount = () => followers.filter((follower) => follower.open).length;

function reportArrivals() {
  if (!round || round.reported) return;
  round.reported = true;
  const cpu = process.cpuUsage(round.cpu);
  send({ type: "arrived", open: openCount(), received: round.got.size, errors: round.errors, times: round.times, cpuMs: (cpu.user + cpu.system) / 1000, bytes: round.bytes, errorSample: round.errorSample });
}

function reportIfComplete() {
  if (round && round.got.size >= openCount()) reportArrivals();
}

function onEvent(index: number, event: string, data: string) {
  if (event !== "next" || !round || round.got.has(index)) return;
  round.got.add(index);
  round.times.push(wallNow());
  round.bytes += data.length;
  // The whole answer is not parsed (it is the server that is measured): its start says whether it is the order.
  if (!data.startsWith('{"data":{"orderUpdated":{')) {
    round.errors += 1;
    round.errorSample ??= data.slice(0, 300);
  }
  reportIfComplete();
}

/** Opens one event stream; resolves once its answer's headers came (or it was refused). */
function follow(index: number, command: Extract<FollowerCommand, { type: "open" }>): Promise<string | null> {
  return new Promise((resolve) => {
    const req = request(command.url, { method: "POST", agent: false, headers: { ...command.headers, "content-length": Buffer.byteLength(command.body) } });
    const follower: Follower = { request: req, open: false };
    followers.push(follower);
    req.on("response", (res) => {
      if (res.statusCode !== 200 || !String(res.headers["content-type"]).startsWith("text/event-stream")) {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(`HTTP ${res.statusCode}: ${text.slice(0, 300)}`));
        return;
      }
      follower.open = true;
      resolve(null);
      const parser = new ServerSentEventParser();
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        for (const event of parser.push(chunk)) onEvent(index, event.event, event.data);
      });
      res.on("close", () => {
        follower.open = false;
        reportIfComplete();
      });
    });
    req.on("error", (error) => {
      follower.open = false;
      resolve(error.message);
      reportIfComplete();
    });
    req.end(command.body);
  });
}

async function open(command: Extract<FollowerCommand, { type: "open" }>) {
  const startedAt = wallNow();
  let next = 0;
  let refused = 0;
  let refusalSample: string | undefined;
  const worker = async () => {
    while (next < command.count) {
      const refusal = await follow(next++, command);
      if (refusal) {
        refused += 1;
        refusalSample ??= refusal;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, worker));
  send({ type: "opened", open: openCount(), refused, refusalSample, startedAt, doneAt: wallNow() });
}

process.on("message", (command: FollowerCommand) => {
  if (command.type === "open") void open(command);
  else if (command.type === "expect") {
    round = { got: new Set(), times: [], errors: 0, reported: false, cpu: process.cpuUsage(), bytes: 0 };
    send({ type: "expecting" });
  } else if (command.type === "report") reportArrivals();
  else if (command.type === "close") {
    round = null;
    for (const follower of followers) follower.request.destroy();
    followers.length = 0;
    send({ type: "closed" });
  }
});
// The bench gone, so are its followers.
process.on("disconnect", () => process.exit(0));
