// What stands between an HTTP request and the schema: body size, text that no database column
// can hold, graphql-armor's limits, and error masking. Every refusal is a GraphQL error with a
// code; nothing internal (stack, file path, database message) reaches a client outside development.
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { PothosValidationError } from "@pothos/core";
import { ForbiddenError } from "@pothos/plugin-scope-auth";
import { GraphQLError, type StringValueNode, type ValidationContext } from "graphql";
import { createGraphQLError, type GraphQLParams, isAsyncIterable, maskError as yogaMaskError, type Plugin } from "graphql-yoga";
import { ListQueryError } from "../common/listQuery/index.ts";
import { isStorableText } from "../common/storable.ts";
import { AuthenticationError, BotCheckError, NotFoundError, PermissionError, RateLimitError, ValidationError } from "./errors.ts";
import { isMultipartRequest, requestEnvelope } from "./http/graphqlEnvelope.ts";
import { requestTooLarge } from "./http/requestErrors.ts";
import { isRecordNotFound } from "./db/errors.ts";
import { API_LIMITS } from "./schema/limits.ts";

const invalidContentLength = () => createGraphQLError("Content-Length header is invalid.", { extensions: { http: { status: 400 }, code: "BAD_REQUEST" } });

/**
 * JSON (and every other kind but multipart) request bodies: at most API_LIMITS.jsonBodyBytes. A
 * body without Content-Length (chunked) is counted as it arrives, so it cannot get past; one with a
 * Content-Length is cut there by the HTTP server (node:http reads that many bytes and no more), so
 * the header is enough and the request keeps its own body stream. In place of yoga's
 * `maxRequestBodySize`, which copies every request's body through a counting stream. Multipart
 * uploads have limits of their own (uploads/multipartUploads.ts).
 */
export const limitRequestBody: Plugin = {
  onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
    const length = request.headers.get("content-length");
    if (length !== null && !/^\d+$/.test(length)) throw invalidContentLength();
    if (isMultipartRequest(request)) return;
    const limit = API_LIMITS.jsonBodyBytes;
    if (length !== null) {
      if (Number(length) > limit) throw requestTooLarge(limit);
      return;
    }
    if (!requestParser || !request.body) return;
    const parse = requestParser;
    setRequestParser((req) => {
      let read = 0;
      const counted = req.body!.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            read += chunk.byteLength;
            if (read > limit) controller.error(requestTooLarge(limit));
            else controller.enqueue(chunk);
          },
        }),
      );
      // @ts-expect-error duplex is missing from the DOM RequestInit type
      return parse(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body: counted, duplex: "half" }));
    });
  },
};

const BAD_TEXT = "contains a character that is not allowed (a NUL character or an unpaired UTF-16 surrogate)";

function findBadText(value: unknown, path: string): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadText(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findBadText(item, `${path}.${key}`) ?? (isStorableText(key) ? null : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal of parameters whose query, operation name or variables hold text no database column can hold, naming the variable; null when they hold none. */
export function unstorableTextError(params: Pick<GraphQLParams, "query" | "operationName" | "variables">): GraphQLError | null {
  const badInput = (message: string, argument: string) =>
    createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", argument, http: { status: 400 } } });
  if (typeof params.query === "string" && !isStorableText(params.query)) return badInput(`The query ${BAD_TEXT}.`, "query");
  if (typeof params.operationName === "string" && !isStorableText(params.operationName)) return badInput(`The operation name ${BAD_TEXT}.`, "operationName");
  for (const [name, value] of Object.entries(params.variables ?? {})) {
    const path = findBadText(value, name);
    if (path) return badInput(`Variable "$${path.split(".")[0]}" at "${path}" ${BAD_TEXT}.`, path);
  }
  return null;
}

/**
 * Refuses a request whose query or variables hold text no database column can hold, naming the
 * variable, before any resolver sees it (the String scalar cannot be replaced in graphql-js).
 */
export const rejectUnstorableText: Plugin = {
  onParams({ params }) {
    const refusal = unstorableTextError(params);
    if (refusal) throw refusal;
  },
};

/** The same for string literals written into the document (`slug: "a\\u0000"`), as a validation rule. */
export const rejectUnstorableLiterals: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      StringValue(node: StringValueNode) {
        if (isStorableText(node.value)) return;
        context.reportError(new GraphQLError(`A string in the query ${BAD_TEXT}.`, { nodes: [node], extensions: { code: "BAD_USER_INPUT" } }));
      },
    }));
  },
};

// armor's refusals read "Syntax Error: …" and carry no code; they are limits, not syntax.
const limitExceeded = (_context: unknown, error: GraphQLError) => {
  error.message = error.message.replace(/^Syntax Error: /, "");
  (error.extensions as Record<string, unknown>).code = "QUERY_TOO_COMPLEX";
};

/** graphql-armor: aliases, tokens and directives (cost and depth are the complexity plugin's). */
export function armorPlugins(development: boolean) {
  const limit = (n: number) => ({ n, onReject: [limitExceeded] });
  return new EnvelopArmor({
    maxAliases: limit(API_LIMITS.aliases),
    maxTokens: limit(API_LIMITS.tokens),
    maxDirectives: limit(API_LIMITS.directives),
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: !development },
  }).protect().plugins as Plugin[];
}

// Domain errors that escape a field's result union still answer with their message and a code,
// and with an HTTP status where they refuse the whole request (a subscription that cannot start).
const DOMAIN_CODES: [type: new (...args: never[]) => Error, code: string, status: number][] = [
  [NotFoundError, "NOT_FOUND", 404],
  [ValidationError, "BAD_USER_INPUT", 400],
  [PermissionError, "FORBIDDEN", 403],
  [ForbiddenError, "FORBIDDEN", 403],
  [AuthenticationError, "UNAUTHENTICATED", 401],
  [RateLimitError, "RATE_LIMITED", 429],
  [BotCheckError, "BOT_CHECK_FAILED", 400],
  [ListQueryError, "BAD_LIST_QUERY", 400],
  [PothosValidationError, "BAD_USER_INPUT", 400],
];

const domainCodeOf = (original: unknown) => DOMAIN_CODES.find(([type]) => original instanceof type);

/**
 * yoga's error masking, plus: typed domain errors and Pothos' own input errors keep their message
 * and get a code; anything else is "Unexpected error." (with details only when `isDev`).
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  if (error instanceof GraphQLError && error.extensions.code === undefined) {
    const original = error.originalError ?? error;
    const code = domainCodeOf(original)?.[1];
    if (code) {
      // The same error with a code (a new one would be logged as unexpected), its message the domain's.
      const extensions = error.extensions as Record<string, unknown>;
      extensions.code = code;
      if (original instanceof ValidationError) extensions.fields = original.fields;
      if (original instanceof ListQueryError) extensions.parameter = original.parameter;
      return error;
    }
  }
  // Prisma's "record to read was not found" (findUniqueOrThrow, e.g. node(id:) of a record that
  // does not exist): the same answer as any other unknown id, without Prisma's words.
  if (error instanceof GraphQLError && isRecordNotFound(error.originalError)) {
    error.message = new NotFoundError().message;
    (error.extensions as Record<string, unknown>).code = "NOT_FOUND";
    return error;
  }
  // graphql-js' own refusals (a variable of the wrong type, an unknown enum value) are GraphQLErrors
  // made on purpose, with no code: they are the caller's.
  if (error instanceof GraphQLError && isOriginal(error) && error.extensions.code === undefined) {
    (error.extensions as Record<string, unknown>).code = "BAD_USER_INPUT";
    return error;
  }
  return yogaMaskError(error, message, isDev);
}

function isOriginal(error: GraphQLError): boolean {
  const original = error.originalError;
  return original === undefined || original === null || (original instanceof GraphQLError && isOriginal(original));
}

/**
 * A subscription that cannot start (an order the caller may not see) answers its domain error's
 * status, 401, 403 or 404: it has no data, so yoga would otherwise answer 500.
 */
export const refusedSubscriptionStatus: Plugin = {
  onSubscribe: () => ({
    onSubscribeResult({ result }) {
      if (isAsyncIterable(result)) return;
      for (const error of result.errors ?? []) {
        const status = domainCodeOf(error.originalError)?.[2];
        const extensions = error.extensions as Record<string, unknown>;
        if (status && !extensions.http) extensions.http = { status };
      }
    },
  }),
};

/** The guards as yoga plugins, in the order they apply. */
export function graphqlGuards(config: { development: boolean }): Plugin[] {
  return [requestEnvelope, limitRequestBody, rejectUnstorableText, rejectUnstorableLiterals, ...armorPlugins(config.development), refusedSubscriptionStatus];
}
