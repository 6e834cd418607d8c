// Multipart uploads over a real socket to a server process, while its resident memory is sampled
// from /proc and /healthz is asked every 25 ms: what tests/api/uploadStreaming.test.ts asserts about
// memory, and what the bench reports of memory and /healthz (`benchmarkUploads`).
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import RequestQuote from "../../client/__generated__/useRequestQuoteMutation.graphql.ts";
import UploadMaster from "../../client/__generated__/useUploadMasterMutation.graphql.ts";
import { MB } from "../../common/bytes.ts";
import { rssMb } from "./memory.ts";
import type { Row } from "./report.ts";

/** A server process: its address ("http://127.0.0.1:<port>") and its pid, whose RSS is read. */
export type UploadTarget = { base: string; pid: number };

export type Upload = {
  /** The multipart request's `operations`. */
  operations: unknown;
  /** The variable path of its one file, e.g. "input.file". */
  path: string;
  file: { name: string; type: string; bytes: number };
  /** Sent without Content-Length (chunked). */
  chunked?: boolean;
  cookie?: string;
};

/**
 * `sent`: the bytes of the file written when the answer came; `durationMs`: from the first byte
 * sent to the answer; `healthzAnswers`: how many /healthz answered meanwhile, the slowest in
 * `slowestHealthzMs` (0 when none did).
 */
export type UploadAnswer = {
  status: number;
  body: { data?: Record<string, any>; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
  sent: number;
  durationMs: number;
  peakRssGrowthMb: number;
  healthzAnswers: number;
  slowestHealthzMs: number;
};

/** The parameters the browser sends for a persisted operation. */
export const persistedParams = (artifact: { params: { name: string; id?: string | null } }, variables: Record<string, unknown>) => ({
  operationName: artifact.params.name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: artifact.params.id } },
});

/** A quote request (open to visitors) whose script is `bytes` bytes. */
export const quoteScriptUpload = (bytes: number, options: { chunked?: boolean } = {}): Upload => ({
  operations: persistedParams(RequestQuote, { input: { name: "Quinn", email: "quinn@example.com", serviceSlug: "bilingual-voice-over", languages: ["en-GB"], script: null } }),
  path: "input.script",
  file: { name: "script.pdf", type: "application/pdf", bytes },
  ...options,
});

/** A master recording (administrators only) of `bytes` bytes, for an order that does not exist. */
export const masterUpload = (bytes: number, options: { cookie?: string; chunked?: boolean } = {}): Upload => ({
  operations: persistedParams(UploadMaster, { input: { orderId: Buffer.from(`Order:${randomUUID()}`).toString("base64"), itemIndex: 0, file: null } }),
  path: "input.file",
  file: { name: "master.wav", type: "audio/wav", bytes },
  ...options,
});

const BOUNDARY = "studiofront-upload-bench";

/**
 * Sends `upload` whose file is `file.bytes` bytes, written 64 KB at a time as the socket takes them,
 * until the server answers; then stops sending and closes the connection.
 */
export async function sendUpload(target: UploadTarget, { operations, path, file, chunked = false, cookie }: Upload): Promise<UploadAnswer> {
  const head = Buffer.from(
    [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(operations)}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: [`variables.${path}`] })}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ].join(""),
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const baseline = rssMb(target.pid)!;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(target.pid) ?? peak)), 20);
  const healthz: number[] = [];
  let healthzFailures = 0;
  const healthzInFlight = new Set<Promise<void>>();
  const started = performance.now();
  const health = setInterval(() => {
    const asked = performance.now();
    const probe = fetch(`${target.base}/healthz`)
      .then((response) => response.arrayBuffer())
      .then(
        () => void healthz.push(performance.now() - asked),
        () => void healthzFailures++,
      )
      .finally(() => healthzInFlight.delete(probe));
    healthzInFlight.add(probe);
  }, 25);
  try {
    return await new Promise<UploadAnswer>((resolve, reject) => {
      const headers: Record<string, string | number> = { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-requested-with": "bench" };
      if (!chunked) headers["content-length"] = head.byteLength + file.bytes + tail.byteLength;
      if (cookie) headers.cookie = cookie;
      const req = request(`${target.base}/graphql`, { method: "POST", headers });
      let sent = 0;
      let answered = false;
      const answer = new Promise<void>((answerReceived) => {
        req.on("response", (res) => {
          answered = true;
          const sentBeforeAnswer = sent;
          const durationMs = performance.now() - started;
          answerReceived();
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            req.destroy();
            const body = JSON.parse(Buffer.concat(chunks).toString()) as UploadAnswer["body"];
            resolve({ status: res.statusCode!, body, sent: sentBeforeAnswer, durationMs, peakRssGrowthMb: peak - baseline, healthzAnswers: healthz.length, slowestHealthzMs: Math.max(0, ...healthz) });
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
    // Settled before the caller may stop the server: a probe still travelling would fail then.
    await Promise.all(healthzInFlight);
    if (healthzFailures) console.warn(`${healthzFailures} /healthz probes failed during the upload`);
  }
}

export const describeUpload = (answer: UploadAnswer) =>
  `HTTP ${answer.status} after ${answer.durationMs.toFixed(0)} ms, ${(answer.sent / MB).toFixed(1)} MB sent before it, RSS +${answer.peakRssGrowthMb.toFixed(1)} MB, ` +
  (answer.healthzAnswers ? `slowest of ${answer.healthzAnswers} /healthz ${answer.slowestHealthzMs.toFixed(0)} ms` : "no /healthz answered meanwhile");

/**
 * The bench's figures: the server's RSS growth and its slowest /healthz while 100 MB uploads travel:
 * a visitor's to an administrators' mutation (refused before it is read), a visitor's as the quote
 * form's script (413 once past its 11 MB), chunked, and an administrator's master (read whole, to disk).
 */
export async function benchmarkUploads(target: UploadTarget, adminCookie: string): Promise<Row[]> {
  // A visitor's upload is refused within its first 11 MB; an administrator's is read whole, and
  // each socket read's buffer lives until V8 next collects (it does so by the memory they hold).
  const cases: [string, Upload, maxGrowthMb: number][] = [
    ["a visitor's 100 MB master", masterUpload(100 * MB), 30],
    ["a visitor's 100 MB quote script, chunked", quoteScriptUpload(100 * MB, { chunked: true }), 30],
    ["an administrator's 100 MB master", masterUpload(100 * MB, { cookie: adminCookie }), 50],
  ];
  // The code paths warm first: the figures are those of an upload, not of loading its modules or
  // of /healthz's first statement.
  await (await fetch(`${target.base}/healthz`)).arrayBuffer();
  await sendUpload(target, masterUpload(1024, { cookie: adminCookie }));
  const rows: Row[] = [];
  for (const [what, upload, maxGrowthMb] of cases) {
    const answer = await sendUpload(target, upload);
    rows.push(
      { figure: `server RSS growth during ${what}`, value: `${answer.peakRssGrowthMb.toFixed(1)} MB`, goal: `< ${maxGrowthMb} MB`, met: answer.peakRssGrowthMb < maxGrowthMb, note: describeUpload(answer) },
      {
        figure: `slowest /healthz during ${what}`,
        value: answer.healthzAnswers ? `${answer.slowestHealthzMs.toFixed(0)} ms` : "–",
        goal: "< 100 ms",
        met: answer.healthzAnswers ? answer.slowestHealthzMs < 100 : null,
        note: answer.healthzAnswers ? `${answer.healthzAnswers} asked, one every 25 ms` : `answered in ${answer.durationMs.toFixed(0)} ms, before any /healthz answered`,
      },
    );
  }
  return rows;
}
