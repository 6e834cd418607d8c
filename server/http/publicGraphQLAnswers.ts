// The /graphql route in front of yoga. Signed-out visitors ask the same few catalogue questions in
// the same bytes (persisted operation ids and the same variables). Once the GraphQL response cache
// has judged an answer public (it tags those with an ETag), the answer is kept here by the
// request's body and later sent straight from memory, compressed once per encoding: no GraphQL
// work at all until it expires or an administrator's change empties the public cache. Other small
// JSON requests may be answered by their read plan without yoga (plannedGraphQLAnswers.ts).
// Everything else goes to yoga as it came.
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sendNodeResponse } from "@whatwg-node/server";
import type { YogaServerInstance } from "graphql-yoga";
import { compress, COMPRESS_MIN_BYTES, negotiateEncoding, type Encoding } from "./compression.ts";
import { isSignedOut, type PublicCache } from "./publicCacheStore.ts";

/** Catalogue questions are small; a larger body is never one of them and is not read here. */
const MAX_KEY_BYTES = 4096;

/** Headers of a kept answer that are the same for every visitor (not CORS, cookies or the encoding). */
const KEPT_HEADERS = ["content-type", "etag", "last-modified", "cache-control"];

/** A kept answer is chosen by the request's body, its Accept (the media type) and Accept-Encoding. */
const VARY = "Accept, Accept-Encoding";

type Answer = { headers: Record<string, string>; identity: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any server context: this layer adds none
type Yoga = YogaServerInstance<any, any>;

/**
 * Whether `req` may be answered from (and fill) the kept answers: a signed-out JSON POST of a
 * known small length, from this site or with no Origin (a kept answer carries no CORS headers),
 * that does not ask for a stream.
 */
function mayKeep(req: IncomingMessage, ownOrigin: string): boolean {
  const length = Number(req.headers["content-length"]);
  const accept = req.headers.accept ?? "";
  const origin = req.headers.origin;
  return (
    req.method === "POST" &&
    length > 0 &&
    length <= MAX_KEY_BYTES &&
    /^application\/json\b/i.test(req.headers["content-type"] ?? "") &&
    !/text\/event-stream|multipart\/mixed/i.test(accept) &&
    (!origin || origin === ownOrigin) &&
    isSignedOut({ authorization: req.headers.authorization, cookie: req.headers.cookie })
  );
}

/**
 * The request's body, at most `maxBytes` long. Read from the stream's events: an async iterator
 * over the request costs a small answer about a hundredth of its time to set up.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null) => {
      req.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      // As a failed read of the stream ends it: the rest of the body is never read.
      req.destroy();
      settle(new RangeError("The request body is longer than its Content-Length."));
    };
    const onEnd = () => settle(null);
    const onClose = () => settle(new Error("The request was closed before its body had arrived."));
    req.on("data", onData).on("end", onEnd).on("error", settle).on("close", onClose);
  });
}

function identityOf(body: Buffer, encoding: string | null): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

async function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer) {
  const etag = answer.headers.etag;
  if (etag && req.headers["if-none-match"] === etag) {
    res.writeHead(304, { ETag: etag, Vary: VARY });
    return void res.end();
  }
  const encoding = answer.identity.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : null;
  let body = answer.identity;
  if (encoding) body = answer.encoded[encoding] ??= await compress(answer.identity, encoding);
  res.writeHead(200, {
    ...answer.headers,
    Vary: VARY,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    "Content-Length": body.byteLength,
  });
  res.end(body);
}

/** Requests answered by their read plan (plannedGraphQLAnswers.ts). */
export type PlannedAnswers = {
  /** Whether a request may be one, by its headers; its body is at most `maxBodyBytes` long then. */
  mayAnswer(req: IncomingMessage): boolean;
  maxBodyBytes: number;
  /** Answers the request by its read plan and says so, or answers false and sends nothing. */
  answer(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean>;
};

/** The /graphql handler: kept public answers first, then planned answers, then yoga. */
export function publicGraphQLAnswers(yoga: Yoga, cache: PublicCache, publicUrl: string, planned?: PlannedAnswers) {
  const ownOrigin = new URL(publicUrl).origin;
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const keep = cache.enabled && mayKeep(req, ownOrigin);
    // A signed-out visitor's answer is the public cache's to mark up and keep, never a plan's.
    const plan = !!planned && !keep && planned.mayAnswer(req) && !(cache.enabled && isSignedOut({ authorization: req.headers.authorization, cookie: req.headers.cookie }));
    if (!keep && !plan) return yoga.requestListener(req, res);
    const body = await readBody(req, keep ? MAX_KEY_BYTES : planned!.maxBodyBytes);
    // The answer's media type follows Accept: one kept answer per Accept value.
    const key = `answer:${req.url}\n${req.headers.accept ?? ""}\n${body.toString("utf8")}`;
    if (keep) {
      const kept = cache.get<Answer>(key);
      if (kept) return sendAnswer(req, res, kept);
    } else if (await planned!.answer(req, res, body)) return;

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await yoga.fetch(new URL(req.url ?? "/graphql", publicUrl), { method: "POST", headers, body }, { req, res });
    if (!keep || response.status !== 200 || !response.headers.has("etag") || response.headers.has("set-cookie")) return sendNodeResponse(response, res, req, false);
    const answer: Answer = {
      headers: Object.fromEntries(KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : []))),
      identity: identityOf(Buffer.from(await response.arrayBuffer()), response.headers.get("content-encoding")),
      encoded: {},
    };
    cache.set(key, answer);
    return sendAnswer(req, res, answer);
  };
}
