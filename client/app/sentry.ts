// Error reporting: Sentry starts only when the settings give a DSN (after the first settings
// load), and its code is only downloaded then. Route errors the error page shows are reported
// explicitly; uncaught errors by Sentry's own handlers.
type SentryModule = typeof import("@sentry/react");

let sentry: SentryModule | null = null;
let startedWith: string | null = null;
const early: unknown[] = [];

export async function initSentry(dsn: string | null | undefined) {
  if (!dsn || startedWith) return;
  startedWith = dsn;
  try {
    const Sentry = await import("@sentry/react");
    Sentry.init({ dsn, environment: import.meta.env.MODE });
    sentry = Sentry;
    early.splice(0).forEach((error) => Sentry.captureException(error));
  } catch (error) {
    console.error("Error reporting could not start", error);
  }
}

/** Reports an error when Sentry is (or later becomes) active. */
export function reportError(error: unknown) {
  if (sentry) sentry.captureException(error);
  else if (early.length < 10) early.push(error);
}
