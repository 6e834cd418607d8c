// What GraphQL tells the operator: the operation's name and the viewer go to the request's log line
// (currentWork.ts), each operation's duration and each error's code to the metrics, and errors
// masked as internal to the log and to Sentry, tagged with the request id and operation name.
import { getOperationAST, GraphQLError, type DocumentNode } from "graphql";
import type { MaskError, Plugin, YogaLogger } from "graphql-yoga";
import type { Logger } from "pino";
import { withoutEmailAddresses } from "./logger.ts";
import { currentRequest } from "./currentWork.ts";
import { reportError } from "./errorReports.ts";
import { errorCodeLabel, operationLabel } from "./labelBounds.ts";
import { graphqlErrors, graphqlOperationDuration } from "./metrics.ts";

function noteOperation(document: DocumentNode, operationName: string | null | undefined): string | undefined {
  const name = getOperationAST(document, operationName)?.name?.value;
  const request = currentRequest();
  if (request && name) request.operationName = name;
  return name;
}

/** Tells the request's log line who is signed in. */
export function noteViewer(viewerId: string | undefined): void {
  const request = currentRequest();
  if (request && viewerId) request.viewerId = viewerId;
}

/** Notes the operation's name for the request's log line; the function answered records its duration once it is done. */
export function observeOperation(document: DocumentNode, operationName: string | null | undefined): () => void {
  const name = noteOperation(document, operationName);
  const started = performance.now();
  return () => graphqlOperationDuration.observe({ operation: operationLabel(name) }, (performance.now() - started) / 1000);
}

/** The yoga plugin: operation names and durations. */
export const observeOperations: Plugin = {
  onExecute({ args }) {
    return { onExecuteDone: observeOperation(args.document, args.operationName) };
  },
  onSubscribe({ args }) {
    noteOperation(args.document, args.operationName);
  },
};

/**
 * yoga's error masking (`mask`), and: every error's code counted; an error masked as internal
 * (the masked error is another one than the error) reported to Sentry. yoga writes those to its
 * logger (`yogaLogger`).
 */
export function observedMasking(mask: MaskError): MaskError {
  return (error, message, isDev) => {
    const masked = mask(error, message, isDev);
    const code = masked instanceof GraphQLError ? masked.extensions.code : undefined;
    graphqlErrors.inc({ code: errorCodeLabel(typeof code === "string" ? code : undefined) });
    if (masked !== error) {
      const request = currentRequest();
      const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
      reportError(original, { requestId: request?.requestId, operationName: request?.operationName });
    }
    return masked;
  };
}

/** yoga's own log lines (the unexpected errors it masks, its debug output) through `logger`. */
export function yogaLogger(logger: Logger): YogaLogger {
  // yoga writes an error thrown outside execution twice (when masking it, and when handling it).
  const written = new WeakSet<Error>();
  const at =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) {
        if (written.has(first)) return;
        written.add(first);
        const original = first instanceof GraphQLError && first.originalError ? first.originalError : first;
        logger[level]({ err: original }, `Unexpected GraphQL error: ${withoutEmailAddresses(original.message)}`);
      } else logger[level]([first, ...rest].map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" "));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
