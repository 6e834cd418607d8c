// Uploads of 100 MB over real sockets to the application running in a process of its own
// (appProcess.ts), whose resident memory is read from /proc while they travel: a multipart request
// is judged before its files are read, the files stream to disk, and a body over its limit is
// refused with 413 naming the limit, whether it declares its length or comes chunked.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import SignIn from "../../client/__generated__/useSignInMutation.graphql.ts";
import { MB } from "../../common/bytes.ts";
import { serverNodeFlags, serverEnvironment } from "../../scripts/serverRuntime.mjs";
import { describeUpload, masterUpload, persistedParams, quoteScriptUpload, sendUpload, type UploadAnswer } from "../bench/uploads.ts";
import { TEST_ADMIN } from "./testConfig.ts";

/** How much the server's resident memory may grow while a visitor's upload is refused. */
const MAX_RSS_GROWTH_MB = 30;
/**
 * While an administrator's 100 MB are read whole: each socket read is a buffer that lives until V8
 * next collects, which it does by the memory they hold (20–27 MB measured on PostgreSQL); a body
 * held whole grows the server by its size (72–81 MB measured with graphql-yoga's own reader).
 */
const MAX_RSS_GROWTH_READING_MB = 50;

type AppProcess = { pid: number; base: string; stop(): Promise<void> };

/** The application in a process of its own (appProcess.ts), fresh: its memory is what one test measures. */
async function startApp(): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), "--import", "tsx", "tests/api/appProcess.ts"], {
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
  // /healthz's first statement is the slowest: it is not what the uploads' figures are about.
  await (await fetch(`http://127.0.0.1:${port}/healthz`)).arrayBuffer();
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin!.end();
      await exited;
    },
  };
}

let app: AppProcess;

async function adminCookie(): Promise<string> {
  const response = await fetch(`${app.base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(persistedParams(SignIn, { input: TEST_ADMIN })),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sf_session="));
  if (!cookie) throw new Error(`Could not sign in: ${await response.text()}`);
  return cookie.split(";")[0];
}

const quoteRequest = (bytes: number, chunked = false) => sendUpload(app, quoteScriptUpload(bytes, { chunked }));
const master = (bytes: number, options: { cookie?: string; chunked?: boolean } = {}) => sendUpload(app, masterUpload(bytes, options));
const report = (what: string, answer: UploadAnswer) => console.log(`${what}: ${describeUpload(answer)}`);

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

  it("of 100 MB streams to disk: the server's memory grows by far less than the file", async () => {
    const cookie = await adminCookie();
    await master(1024, { cookie });
    const answer = await master(100 * MB, { cookie });
    report("administrator's master", answer);
    expect(answer.status).toBe(200);
    expect(answer.sent).toBe(100 * MB);
    // Read whole, then answered by the mutation: the order does not exist.
    expect(answer.body.data?.uploadMaster).toMatchObject({ __typename: "NotFoundError", message: "This order does not exist." });
    expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_READING_MB);
  });

  it("over the largest upload the API takes is refused with 413 naming it, chunked too", async () => {
    const cookie = await adminCookie();
    const answer = await master(120 * MB, { cookie, chunked: true });
    report("administrator's chunked 120 MB master", answer);
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]).toMatchObject({ message: "The request body is larger than 101 MB.", extensions: { code: "REQUEST_ENTITY_TOO_LARGE" } });
    expect(answer.peakRssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_READING_MB);
  });
});
