// Unexpected server errors reported to Sentry when SENTRY_DSN is set: a request's route failing,
// a GraphQL error masked as internal (graphqlObservation.ts), a job failing. Each event is tagged
// with what it happened in (request id and operation name, or queue, job id and attempt), and
// carries nothing personal: no request data (body, cookies, headers, query string), no user but
// an id, and e-mail addresses in messages are blanked (`scrubEvent`).
//
// Only the integrations that add nothing personal are installed: not the HTTP ones (they attach
// requests, with their headers and addresses with query strings), nor local variables (a
// password in scope), nor console breadcrumbs.
//
// The SDK is loaded only when SENTRY_DSN is set: with its OpenTelemetry and AI integrations it
// holds about 25 MB of heap that a server reporting nowhere never uses.
import { readFileSync } from "node:fs";
import type * as SentrySdk from "@sentry/node";
import { RenderRefusedError } from "../audio/renderRules.ts";
import { AuthenticationError, BotCheckError, NotFoundError, PermissionError, RateLimitError, ValidationError } from "../errors.ts";
import { RenderHandedBackError } from "../fulfilment/renderHandedBack.ts";
import { areaLogger, withoutEmailAddresses } from "./logger.ts";

const log = areaLogger("errors");

const version = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

export const RELEASE = `studiofront@${version}`;

/** Failures that are the domain's answer, not the server's fault: never reported. */
const EXPECTED_FAILURES: (new (...args: never[]) => Error)[] = [
  ValidationError,
  NotFoundError,
  PermissionError,
  AuthenticationError,
  RateLimitError,
  BotCheckError,
  RenderRefusedError,
  RenderHandedBackError,
];

/** The loaded SDK once reporting started; null while nothing is reported. */
let sentry: typeof SentrySdk | null = null;

export const isExpectedFailure = (error: unknown) => EXPECTED_FAILURES.some((type) => error instanceof type);

const blankAddresses = (text: string | undefined) => (text === undefined ? undefined : withoutEmailAddresses(text));

/** The event without personal data: Sentry's `beforeSend`. */
export function scrubEvent<Event extends SentrySdk.Event>(event: Event): Event {
  if (event.request) event.request = { method: event.request.method, url: event.request.url?.split("?")[0] };
  if (event.user) event.user = event.user.id === undefined ? undefined : { id: event.user.id };
  event.message = blankAddresses(event.message);
  for (const exception of event.exception?.values ?? []) exception.value = blankAddresses(exception.value);
  event.breadcrumbs = event.breadcrumbs?.map(({ timestamp, category, level, message }) => ({ timestamp, category, level, message: blankAddresses(message) }));
  delete event.extra;
  return event;
}

/** Starts reporting when `dsn` is set; answers whether it did. */
export async function startErrorReports({ dsn, environment }: { dsn: string | undefined; environment: string }): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    environment,
    release: RELEASE,
    // @sentry/node 11's successor of `sendDefaultPii: false`: nothing personal collected, item by item.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    defaultIntegrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    beforeSend: scrubEvent,
    beforeBreadcrumb: (breadcrumb) => ({ ...breadcrumb, data: undefined, message: blankAddresses(breadcrumb.message) }),
  });
  sentry = Sentry;
  log.info({ environment, release: RELEASE }, "Server errors are reported to Sentry.");
  return true;
}

/** Sends what is still queued (at most `timeoutMs`) and stops reporting. */
export async function stopErrorReports(timeoutMs = 2_000): Promise<void> {
  if (sentry?.isInitialized()) await sentry.close(timeoutMs);
}

/** Reports an unexpected error with the tags saying where it happened; nothing without SENTRY_DSN. */
export function reportError(error: unknown, tags: Record<string, string | number | undefined>): void {
  if (!sentry?.isEnabled()) return;
  const defined = Object.fromEntries(Object.entries(tags).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  sentry.captureException(error, { tags: defined });
}
