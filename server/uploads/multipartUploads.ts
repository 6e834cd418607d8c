// GraphQL multipart requests (file uploads), read in place of graphql-yoga's reader, which holds the
// whole body in memory. The request is judged before any file of it is read: its operation must be
// one the caller may send (persistedOperations.ts), a read-only token may not send a mutation, every
// root field it asks for must be open to the caller by the schema's scopes (rootFieldAccess.ts), and
// `map` must put each file where the operation takes a File (uploadLimits.ts). Only then do the
// files stream to temporary files (multipartReader.ts), each capped at its field's limit and the
// body at the sum of them and 1 MB; resolvers receive them as TemporaryUpload Files. The temporary
// files are removed once the response is made; the rest of a body refused unread is dropped.
import { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createGraphQLError, type GraphQLParams, type Plugin } from "graphql-yoga";
import { getOperationAST, type GraphQLSchema, parse } from "graphql";
import { readOnlyRefusal } from "../accounts/readOnlyTokens.ts";
import type { Viewer } from "../context.ts";
import { checkEnvelope, isMultipartRequest } from "../http/graphqlEnvelope.ts";
import { badRequest } from "../http/requestErrors.ts";
import { refusalOf } from "../schema/builder.ts";
import { API_LIMITS } from "../schema/limits.ts";
import { refusedRootField } from "../schema/rootFieldAccess.ts";
import { type FileLimits, readMultipartRequest } from "./multipartReader.ts";
import type { TemporaryUpload } from "./temporaryUpload.ts";
import { type FilePlaces, fileLimitsOf } from "./uploadLimits.ts";

export type UploadJudge = {
  schema: GraphQLSchema;
  /** The document the request's parameters name (persisted id or text), or the refusal. */
  documentOf(params: GraphQLParams, request: Request): Promise<string>;
  viewerOf(request: Request): Promise<Viewer | null>;
};

function placesOf(map: unknown): FilePlaces {
  if (typeof map !== "object" || map === null || Array.isArray(map)) throw badRequest(`"map" must be a JSON object of file part names and the variable paths each file goes to.`);
  const entries = Object.entries(map);
  if (entries.length > API_LIMITS.uploads) throw badRequest(`"map" names ${entries.length} files; a request carries at most ${API_LIMITS.uploads}.`);
  for (const [name, paths] of entries) {
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === "string")) {
      throw badRequest(`"map" must list the variable paths of the file "${name}" as an array of strings, such as ["variables.input.file"].`);
    }
  }
  return new Map(entries as [string, string[]][]);
}

/** The limits of an admitted request, or its refusal; `places` is its validated `map`. */
async function admit(judge: UploadJudge, request: Request, operations: unknown, map: unknown): Promise<FileLimits & { places: FilePlaces }> {
  const params = checkEnvelope(operations);
  const places = placesOf(map);
  const document = await judge.documentOf(params, request);
  const viewer = await judge.viewerOf(request);
  let parsed;
  try {
    parsed = parse(document, { maxTokens: API_LIMITS.tokens });
  } catch (error) {
    throw createGraphQLError((error as Error).message, { extensions: { code: "GRAPHQL_PARSE_FAILED", http: { status: 400 } } });
  }
  const operation = getOperationAST(parsed, params.operationName);
  if (!operation) throw badRequest(params.operationName ? `The document has no operation named "${params.operationName}".` : `The document has several operations: name one in "operationName".`);
  if (viewer?.readOnly && operation.operation !== "query") throw readOnlyRefusal();
  const refused = await refusedRootField(judge.schema, parsed, operation, viewer);
  if (refused?.unknown) throw createGraphQLError(`The ${operation.operation} has no field "${refused.field.name.value}".`, { nodes: [refused.field], extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } } });
  if (refused) {
    throw createGraphQLError(refusalOf(viewer), { nodes: [refused.field], path: [(refused.field.alias ?? refused.field.name).value], extensions: { code: "FORBIDDEN", http: { status: 403 } } });
  }
  const perFile = fileLimitsOf(judge.schema, parsed, operation, places);
  const files = [...perFile.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { perFile, body: files + API_LIMITS.jsonBodyBytes, places };
}

function nodeRequestOf(serverContext: unknown): IncomingMessage | null {
  const req = (serverContext as { req?: unknown } | undefined)?.req;
  return req instanceof IncomingMessage ? req : null;
}

function nodeResponseOf(serverContext: unknown): ServerResponse | null {
  const res = (serverContext as { res?: unknown } | undefined)?.res;
  return res instanceof ServerResponse ? res : null;
}

/** The request body as a Node stream: the socket's own when served by node:http. */
function bodyOf(request: Request, serverContext: unknown): Readable {
  const req = nodeRequestOf(serverContext);
  if (req) return req;
  return request.body ? Readable.from(request.body as unknown as AsyncIterable<Uint8Array>) : Readable.from([]);
}

/** How long the rest of a refused body is read and dropped before its connection is closed. */
const LINGER_MS = 5000;

/**
 * The client of a request refused unread may still be sending its body. Closing the connection at
 * once would reset it, and a client still writing would see the reset instead of its answer; so
 * once the answer is sent, the rest is read and dropped (never parsed nor kept) for LINGER_MS at
 * most, then the connection is closed if the body is still coming.
 */
function discardRest(serverContext: unknown) {
  const req = nodeRequestOf(serverContext);
  const res = nodeResponseOf(serverContext);
  if (!req || !res || req.complete) return;
  res.once("finish", () => {
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("close", () => clearTimeout(timer));
    req.resume();
  });
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    node = (typeof next === "object" && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

/** Puts each file at its places in the operation's variables. */
function withFiles(operations: unknown, places: FilePlaces, files: ReadonlyMap<string, TemporaryUpload>): GraphQLParams {
  const params = operations as GraphQLParams & Record<string, unknown>;
  for (const [name, paths] of places) for (const path of paths) setPath(params, path.split("."), files.get(name));
  return params;
}

type Reading = { unread: boolean; dispose?(): Promise<void> };

export function multipartUploads(uploadJudge: UploadJudge): Plugin {
  const readings = new WeakMap<Request, Reading>();
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== "POST" || !isMultipartRequest(request)) return;
      setRequestParser(async () => {
        const reading: Reading = { unread: true };
        readings.set(request, reading);
        const length = request.headers.get("content-length");
        let places: FilePlaces = new Map();
        const upload = await readMultipartRequest(bodyOf(request, serverContext), {
          contentType: request.headers.get("content-type")!,
          contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
          maxBodyBytes: API_LIMITS.multipartBodyBytes,
          maxFieldBytes: API_LIMITS.jsonBodyBytes,
          admit: async (operations, map) => {
            const admitted = await admit(uploadJudge, request, operations, map);
            places = admitted.places;
            return admitted;
          },
        });
        reading.unread = false;
        reading.dispose = upload.dispose;
        return withFiles(upload.operations, places, upload.files);
      });
    },
    onResponse({ request, serverContext }) {
      const reading = readings.get(request);
      if (!reading) return;
      readings.delete(request);
      if (reading.unread) discardRest(serverContext);
      // Before the answer goes out: nothing of an upload outlives its request.
      return reading.dispose?.().catch((error: unknown) => console.error("Temporary upload files could not be removed:", error));
    },
  };
}
