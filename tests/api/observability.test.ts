// Request ids and log lines over real HTTP (app.handle), and /metrics behind its token.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { scrapeMetrics } from "../../server/operations/scrapedMetrics.ts";
import { startMetricsListener } from "../../server/operations/metricsListener.ts";
import { captureLogs, type LogLine } from "./logCapture.ts";
import { startTestApp, type TestApp } from "./harness.ts";

const METRICS_TOKEN = `metrics-${randomUUID()}`;
const VIEWER_NAME = `query ObservedViewerName { viewer { name } }`;

let t: TestApp;
let base: string;
let capture: ReturnType<typeof captureLogs> | null = null;

beforeAll(async () => {
  t = await startTestApp({ config: { metricsToken: METRICS_TOKEN } });
  base = await t.httpBase();
});
afterEach(() => {
  capture?.restore();
  capture = null;
});
afterAll(() => t.close());

const requestLines = (lines: LogLine[], requestId: string) => lines.filter((line) => line.area === "http" && line.requestId === requestId && "status" in line);

describe("a request", () => {
  it("gets an X-Request-Id and exactly one log line with its operation name and viewer, without query string, e-mail or cookie", async () => {
    const customer = await t.registered("Olive Observed");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    capture = captureLogs();
    const response = await fetch(`${base}/graphql?key=private-order-key`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie! },
      body: JSON.stringify(t.documents.params(VIEWER_NAME, {})),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { name: "Olive Observed" } } });
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    await expect.poll(() => requestLines(capture!.lines, requestId!).length).toBe(1);
    const [line] = requestLines(capture.lines, requestId!);
    expect(line).toMatchObject({ level: 30, method: "POST", path: "/graphql", route: "graphql", status: 200, operationName: "ObservedViewerName", viewerId: user.id });
    expect(line.durationMs).toBeGreaterThan(0);
    const text = JSON.stringify(line);
    for (const secret of [customer.email, "private-order-key", customer.cookie!.split("=")[1], "cookie"]) expect(text).not.toContain(secret);
  });

  it("keeps a well-formed X-Request-Id from the trusted proxy, and sends one back on health checks and 404s", async () => {
    capture = captureLogs();
    const forwarded = `lb-${randomUUID()}`;
    const health = await fetch(`${base}/healthz`, { headers: { "x-request-id": forwarded } });
    expect(health.headers.get("x-request-id")).toBe(forwarded);
    const missing = await fetch(`${base}/api/no-such-route?token=signed-link-token`, { headers: { "x-request-id": "not well formed!" } });
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get("x-request-id")!;
    expect(missingId).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${base}/no-such-page`);
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(() => requestLines(capture!.lines, missingId).length).toBe(1);
    expect(requestLines(capture.lines, missingId)[0]).toMatchObject({ method: "GET", path: "/api/no-such-route", route: "api", status: 404 });
    expect(JSON.stringify(capture.lines)).not.toContain("signed-link-token");
  });
});

describe("/metrics", () => {
  it("refuses a scrape without the token and lists every metric with it, after a GraphQL request and a job", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(401);

    const answered = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(t.documents.params(`query ObservedSettings { settings { studioName } }`, {})) });
    expect(answered.status).toBe(200);
    // An id no persisted operation has: an error with a code.
    await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }) });
    await t.app.services.jobs.send("purge-bot-check-challenges", {});
    await t.app.services.jobs.drain();

    const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const samples = [
      /^studiofront_http_request_duration_seconds_count\{method="POST",route="graphql",status="200"\} \d+$/m,
      /^studiofront_graphql_operation_duration_seconds_count\{operation="ObservedSettings"\} \d+$/m,
      /^studiofront_graphql_errors_total\{code="PERSISTED_QUERY_NOT_FOUND"\} \d+$/m,
      /^studiofront_job_duration_seconds_count\{queue="purge-bot-check-challenges",outcome="completed"\} \d+$/m,
      /^studiofront_job_queue_waiting\{queue="render-deliverable"\} \d+$/m,
      /^studiofront_job_queue_oldest_waiting_seconds\{queue="deliver-emails"\} [\d.e+-]+$/m,
      /^studiofront_email_outbox_pending \d+$/m,
      /^process_resident_memory_bytes \d+$/m,
      /^process_cpu_seconds_total [\d.e+-]+$/m,
      /^nodejs_eventloop_lag_seconds [\d.e+-]+$/m,
    ];
    for (const sample of samples) expect(text).toMatch(sample);
    // Declared, with samples once something fails or renders.
    for (const name of ["studiofront_job_failures_total", "studiofront_render_duration_seconds", "studiofront_webhook_delivery_failures_total"]) expect(text).toContain(`# TYPE ${name} `);
    // PGlite in the tests' own thread has no pool; PostgreSQL's pools are counted.
    if (t.app.database.kind === "pglite") expect(text).not.toContain("studiofront_db_pool_connections");
    else {
      expect(text).toMatch(/^studiofront_db_pool_connections\{pool="prisma",state="total"\} \d+$/m);
      expect(text).toMatch(/^studiofront_db_pool_connections\{pool="jobs",state="idle"\} \d+$/m);
      expect(text).toMatch(/^studiofront_db_pool_waiting\{pool="jobs"\} \d+$/m);
    }
  });

  it("answers without the failed reading when one reading fails, and logs it", async () => {
    capture = captureLogs();
    const jobs = Object.assign(Object.create(t.app.services.jobs) as typeof t.app.services.jobs, { waiting: () => Promise.reject(new Error("pgboss.job does not answer")) });
    const { text } = await scrapeMetrics({ services: { ...t.app.services, jobs }, database: t.app.database });
    expect(text).not.toContain("studiofront_job_queue_waiting");
    expect(text).toMatch(/^studiofront_email_outbox_pending \d+$/m);
    expect(capture.lines).toContainEqual(expect.objectContaining({ area: "metrics", level: 40, reading: "job queue", error: "pgboss.job does not answer" }));
  });

  it("is served without a token on METRICS_PORT, and then not on the application's port", async () => {
    const services = { ...t.app.services, config: { ...t.app.services.config, metricsToken: undefined, metricsPort: 0 } };
    const listener = await startMetricsListener({ services, database: t.app.database });
    try {
      const scrape = await fetch(`http://127.0.0.1:${listener!.port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain("studiofront_http_request_duration_seconds");
      expect((await fetch(`http://127.0.0.1:${listener!.port}/graphql`)).status).toBe(404);
    } finally {
      await listener!.close();
    }
  });
});
