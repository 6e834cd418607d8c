// Uploads of 100 MB over real sockets to the application running in a process of its own
// (appProcess.ts), whose resident memory is read from /proc while they travel: a multipart request
// is judged before its files are read, the files stream to disk, and a body over its limit is
// refused with 413 naming the limit, whether it declares its length or comes chunked.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import RequestQuote from "../../client/__generated__/useRequestQuoteMutation.graphql.ts";
import SignIn from "../../client/__generated__/useSignInMutation.graphql.ts";
import UploadMaster from "../../client/__generated__/useUploadMasterMutation.graphql.ts";
import { MB } from "../../common/bytes.ts";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../../scripts/serverRuntime.mjs";
import { rssMb } from "../bench/memory.ts";
import type { GraphQLResponse } from "./harness.ts";
import { toGlobalId } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

/** How much the server's resident memory may grow while one upload travels. */
const MAX_RSS_GROWTH_MB = 30;

type AppProcess = { pid: number; port: number; stop(): Promise<void> };

/** The application in a process of its own (appProcess.ts), fresh: its memory is what one test measures. */
async function startApp(): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "tests/api/appProcess.ts"], {
    env: { ...process.env, ...serverEnvironment(), TEST_WORK_DIR: inject("testWorkDir") },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /APP_READY (\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", (code) => reject(new Error(`The application process stopped (${code}): ${output}`)));
  });
  return {
    pid: child.pid!,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin!.end();
      await exited;
    },
  };
}

let app: AppProcess;

const persisted = (artifact: { params: { name: string; id?: string | null } }, variables: Record<string, unknown>) => ({
  operationName: artifact.params.name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: artifact.params.id } },
});

async function adminCookie(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${app.port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(persisted(SignIn, { input: TEST_ADMIN })),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sf_session="));
  if (!cookie) throw new Error(`Could not sign in: ${await response.text()}`);
  return cookie.split(";")[0];
}

const BOUNDARY = "studiofront-upload-test";

type Upload = {
  operations: unknown;
  /** The variable path of the one file, e.g. "input.file". */
  path: string;
  file: { name: string; type: string; bytes: number };
  /** Sent without Content-Length (chunked). */
  chunked?: boolean;
  cookie?: string;
};

/** `sent`: the bytes of the file written when the answer came. */
type Answer = { status: number; body: GraphQLResponse; sent: number; peakRssGrowthMb: number; slowestHealthzMs: number };

/**
 * Sends a GraphQL multipart request whose file is `file.bytes` bytes, written 64 KB at a time as
 * the socket takes them, until the server answers. Meanwhile the server's RSS is sampled and
 * /healthz asked every 100 ms.
 */
async function upload({ operations, path, file, chunked = false, cookie }: Upload): Promise<Answer> {
  const head = Buffer.from(
    [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(operations)}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: [`variables.${path}`] })}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ].join(""),
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const baseline = rssMb(app.pid)!;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid) ?? peak)), 20);
  const healthz: number[] = [];
  const health = setInterval(() => {
    const started = performance.now();
    void fetch(`http://127.0.0.1:${app.port}/healthz`).then((response) => response.arrayBuffer().then(() => healthz.push(performance.now() - started)));
  }, 100);
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string | number> = { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-requested-with": "test" };
      if (!chunked) headers["content-length"] = head.byteLength + file.bytes + tail.byteLength;
      if (cookie) headers.cookie = cookie;
      const req = request({ host: "127.0.0.1", port: app.port, path: "/graphql", method: "POST", headers });
      let sent = 0;
      let answered = false;
      const answer = new Promise<void>((answerReceived) => {
        req.on("response", (res) => {
          answered = true;
          const sentBeforeAnswer = sent;
          answerReceived();
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()), sent: sentBeforeAnswer, peakRssGrowthMb: peak - baseline, slowestHealthzMs: Math.max(0, ...healthz) });
          });
          res.on("error", reject);
        });
      });
      // Once answered, the client stops sending and closes the connection.
      req.on("error", (error) => answered || reject(error));
      const writable = () =>
        new Promise<void>((ready) => {
          const done = () => {
            req.off("drain", done);
            req.off("close", done);
            ready();
          };
          req.on("drain", done);
          req.on("close", done);
          void answer.then(done);
        });
      void (async () => {
        if (!req.write(head)) await writable();
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        while (sent < file.bytes && !answered && !req.destroyed) {
          const part = chunk.subarray(0, Math.min(chunk.byteLength, file.bytes - sent));
          sent += part.byteLength;
          if (!req.write(part)) await writable();
        }
        if (!answered && !req.destroyed) req.end(tail);
      })();
    });
  } finally {
    clearInterval(sampler);
    clearInterval(health);
  }
}

const quoteRequest = (bytes: number, chunked = false) =>
  upload({
    operations: persisted(RequestQuote, { input: { name: "Quinn", email: "quinn@example.com", serviceSlug: "bilingual-voice-over", languages: ["en-GB"], script: null } }),
    path: "input.script",
    file: { name: "script.pdf", type: "application/pdf", bytes },
    chunked,
  });

const master = (bytes: number, options: { cookie?: string; chunked?: boolean } = {}) =>
  upload({
    operations: persisted(UploadMaster, { input: { orderId: toGlobalId("Order", randomUUID()), itemIndex: 0, file: null } }),
    path: "input.file",
    file: { name: "master.wav", type: "audio/wav", bytes },
    ...options,
  });

function report(what: string, answer: Answer) {
  console.log(`${what}: HTTP ${answer.status}, ${(answer.sent / MB).toFixed(1)} MB sent, RSS +${answer.peakRssGrowthMb.toFixed(1)} MB, slowest /healthz ${answer.slowestHealthzMs.toFixed(0)} ms`);
}

describe("an anonymous 100 MB upload", () => {
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.stop());

  it("to an administrators' mutation is refused before its file is read", async () => {
    await master(1024);
    const answer = await master(100 * MB);
    report("anonymous master", answer);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([expect.objectContaining({ message: "Sign in to continue.", path: ["uploadMaster"], extensions: { code: "FORBIDDEN" } })]);
    // What the client could write before the answer is what the sockets' buffers took.
    expect(answer.sent).toBeLessThan(50 * MB);
    expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  });

  it("as the quote form's script is refused with 413 naming the form's limit, with or without Content-Length", async () => {
    for (const chunked of [false, true]) {
      const answer = await quoteRequest(100 * MB, chunked);
      report(`anonymous quote script, ${chunked ? "chunked" : "with Content-Length"}`, answer);
      expect(answer.status).toBe(413);
      // The script takes 10 MB, the request 1 MB more for the operation.
      expect(answer.body.errors).toEqual([{ message: "The request body is larger than 11 MB.", extensions: { code: "REQUEST_ENTITY_TOO_LARGE", maxBytes: 11 * MB } }]);
      expect(answer.sent).toBeLessThan(50 * MB);
      expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
    }
  });
});

describe("an administrator's master recording", () => {
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.stop());

  it("of 100 MB streams to disk: the server's memory grows by less than 30 MB", async () => {
    const cookie = await adminCookie();
    await master(1024, { cookie });
    const answer = await master(100 * MB, { cookie });
    report("administrator's master", answer);
    expect(answer.status).toBe(200);
    expect(answer.sent).toBe(100 * MB);
    // Read whole, then answered by the mutation: the order does not exist.
    expect(answer.body.data?.uploadMaster).toMatchObject({ __typename: "NotFoundError", message: "This order does not exist." });
    expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  });

  it("over the largest upload the API takes is refused with 413 naming it, chunked too", async () => {
    const cookie = await adminCookie();
    const answer = await master(120 * MB, { cookie, chunked: true });
    report("administrator's chunked 120 MB master", answer);
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]).toMatchObject({ message: "The request body is larger than 101 MB.", extensions: { code: "REQUEST_ENTITY_TOO_LARGE" } });
    expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  });
});
