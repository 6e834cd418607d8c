// The process' Prometheus metrics that code records as things happen: requests, GraphQL
// operations and errors, jobs, renders, webhook deliveries, and Node's own (memory, CPU, event-loop
// lag). Figures read from the database when /metrics is scraped are scrapedMetrics.ts'. Labels
// take values from small fixed sets only: a label value per path, user or free-text name would
// make a new time series each, without end (operation names and error codes pass labelBounds.ts).
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/** Seconds, from a few milliseconds (a request) to ten minutes (a render's expiry). */
const LONG_WORK_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** `route`: graphql, file (downloads), page, api, operations (/healthz, /readyz, /metrics). */
export const httpRequestDuration = new Histogram({
  name: "studiofront_http_request_duration_seconds",
  help: "HTTP requests answered, by method, kind of route and status.",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const graphqlOperationDuration = new Histogram({
  name: "studiofront_graphql_operation_duration_seconds",
  help: "GraphQL operations executed, by operation name (anonymous, or other beyond the names kept).",
  labelNames: ["operation"] as const,
  registers,
});

export const graphqlErrors = new Counter({
  name: "studiofront_graphql_errors_total",
  help: "Errors in GraphQL answers, by extensions.code (INTERNAL_SERVER_ERROR: an unexpected error, masked).",
  labelNames: ["code"] as const,
  registers,
});

/** `outcome`: completed, failed, handed_back (the process stopped and gave the job back). */
export const jobDuration = new Histogram({
  name: "studiofront_job_duration_seconds",
  help: "Background jobs run by this process, by queue and outcome.",
  labelNames: ["queue", "outcome"] as const,
  buckets: LONG_WORK_BUCKETS,
  registers,
});

export const jobFailures = new Counter({
  name: "studiofront_job_failures_total",
  help: "Background jobs that failed in this process (retried while their queue allows), by queue.",
  labelNames: ["queue"] as const,
  registers,
});

/** `outcome`: ready, refused (a render rule failed it for good), failed, handed_back. */
export const renderDuration = new Histogram({
  name: "studiofront_render_duration_seconds",
  help: "Renders of a delivered file, by file format and outcome.",
  labelNames: ["format", "outcome"] as const,
  buckets: LONG_WORK_BUCKETS,
  registers,
});

/** `outcome`: retrying (another attempt is scheduled) or failed (given up). */
export const webhookDeliveryFailures = new Counter({
  name: "studiofront_webhook_delivery_failures_total",
  help: "Webhook delivery attempts that did not get a 2xx answer, by what happens next.",
  labelNames: ["outcome"] as const,
  registers,
});

/** Statements beyond the texts a process prepares (server/db/preparedStatements.ts): each is parsed and planned again. */
export const unnamedStatements = new Counter({
  name: "studiofront_db_unnamed_statements_total",
  help: "Statements sent to PostgreSQL unnamed because the process had already prepared as many statement texts as it keeps.",
  registers,
});
