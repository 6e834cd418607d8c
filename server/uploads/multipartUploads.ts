// GraphQL multipart requests (file uploads), read in place of graphql-yoga's reader, which holds the
// whole body in memory. The request is judged before any file of it is read (uploadAdmission.ts);
// only then do the files stream to temporary files (multipartReader.ts), each capped at its field's
// limit and the body at the sum of them and 1 MB, and resolvers receive them as TemporaryUpload
// Files, put at their places in the variables. The temporary files are removed before the answer
// goes out; the rest of a body refused unread is read and dropped.
import { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { isMultipartRequest } from "../http/graphqlEnvelope.ts";
import { API_LIMITS } from "../schema/limits.ts";
import { readMultipartRequest } from "./multipartReader.ts";
import type { TemporaryUpload } from "./temporaryUpload.ts";
import { admitUpload, type UploadJudge } from "./uploadAdmission.ts";
import { type FilePlaces, largestFileLimit } from "./uploadLimits.ts";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("uploads");

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
  // Before its operation is known, a body may hold the largest file the API takes and the operation.
  const maxBodyBytes = largestFileLimit(uploadJudge.schema) + API_LIMITS.jsonBodyBytes;
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
          maxBodyBytes,
          maxFieldBytes: API_LIMITS.jsonBodyBytes,
          admit: async (operations, map) => {
            const admitted = await admitUpload(uploadJudge, request, operations, map);
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
      return reading.dispose?.().catch((error: unknown) => log.error({ err: error }, "Temporary upload files could not be removed"));
    },
  };
}
