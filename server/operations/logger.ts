// The server's one root logger: JSON lines on stdout (pino), readable ones with NODE_ENV=development
// (pino-pretty). Each part of the server logs through a child naming its area
// (`areaLogger("payments")`); a line written while a request or a job runs carries its request id,
// or its queue and job id (currentWork.ts), without the caller passing them.
//
// What never goes into a line: e-mail addresses, passwords, sessions and cookies, tokens, private
// order keys, card data, request bodies and headers. Callers log ids instead; the redaction below
// is the second guard, for a field of one of those names that slips through.
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import { LOG_LEVELS, type LogLevel } from "../config.ts";
import { workLogFields } from "./currentWork.ts";

/** Field names whose values are replaced by "[redacted]", at the top of a line and one level down. */
export const REDACTED_FIELDS = [
  "email",
  "password",
  "token",
  "accessToken",
  "apiToken",
  "secret",
  "cookie",
  "cookies",
  "session",
  "sessionId",
  "authorization",
  "headers",
  "body",
  "key",
  "accessKey",
  "privateKey",
  "card",
  "cardNumber",
];

export const REDACTED = "[redacted]";

// No slash on either side: a stack's file path through a scoped package (`node_modules/@scope/pkg/x.js`) is not an address.
const EMAIL_ADDRESS = /[^\s@<>"'`(),;:/\\[\]]+@[^\s@<>"'`(),;:/\\[\]]+\.[A-Za-z]{2,}/g;

/**
 * `text` with every e-mail address replaced: for error messages, which can quote what the database
 * refused (a unique or check constraint, a trigger) and so hold a customer's address.
 */
export const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, "[e-mail]");

/**
 * An error as a line shows it: its type, message and stack (causes included), e-mail addresses
 * blanked, and its code; not its other fields (Prisma's `meta` repeats the database's message).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutEmailAddresses(String(error)) };
  const { type, message, stack, code } = pino.stdSerializers.err(error) as { type: string; message: string; stack: string; code?: unknown };
  return { type, message: withoutEmailAddresses(message ?? ""), stack: withoutEmailAddresses(stack ?? ""), ...(typeof code === "string" || typeof code === "number" ? { code } : {}) };
}

function standardOutput(): DestinationStream {
  if (process.env.NODE_ENV === "development") {
    // Loaded only in development: production writes JSON and never needs it.
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ colorize: true, sync: true, ignore: "pid,hostname" });
  }
  // Synchronous: a line written just before the process exits is not lost.
  return pino.destination({ dest: 1, sync: true });
}

/** Where lines go: stdout, unless a test put a stream of its own in its place (writeLogsTo). */
const output = {
  target: null as DestinationStream | null,
  write(line: string) {
    (this.target ??= standardOutput()).write(line);
  },
};

/** LOG_LEVEL when valid; loadConfig refuses any other value (ConfigError) before the server starts. */
const initialLevel = (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? "") ? (process.env.LOG_LEVEL as LogLevel) : "info";

/** Options of the root logger, exported for the redaction's unit test to build one on its own stream. */
export function loggerOptions(level: LogLevel): pino.LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
    serializers: { err: serializeError },
    mixin: workLogFields,
  };
}

export const logger: Logger = pino(loggerOptions(initialLevel), output);

/** A child logger for one part of the server: its lines carry `area`. */
export function areaLogger(area: string): Logger {
  return logger.child({ area });
}

/**
 * A child logger for lines made only of fields known to hold nothing private (the request's line:
 * method, path, status, ids), so without the redaction, which walks every field of every line: a
 * few percent of a cheap request's CPU.
 */
export function listedFieldsLogger(area: string): Logger {
  return logger.child({ area }, { redact: [] });
}

/**
 * For the functions that take `log: (line: string) => void`: each line becomes a log line of
 * `level` from `parent`.
 */
export function lineLog(parent: Logger, level: "info" | "warn" | "error" = "info"): (line: string) => void {
  return (line) => parent[level](line);
}

/** The root's level; children made without a level of their own follow it. */
export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}

/** Sends every line to `stream` instead of stdout until the returned function is called (tests). */
export function writeLogsTo(stream: DestinationStream): () => void {
  const previous = output.target;
  output.target = stream;
  return () => void (output.target = previous);
}
