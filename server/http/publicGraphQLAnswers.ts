// Signed-out visitors ask the same few catalogue questions in the same bytes (persisted operation
// ids and the same variables). Once the GraphQL response cache has judged an answer public (it
// tags those with an ETag), the answer is kept here by the request's body and later sent straight
// from memory, compressed once per encoding: no GraphQL work at all until it expires or an
// administrator's change empties the public cache. Everything else goes to GraphQL as it came.
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_KEY_BYTES) throw new RangeError("The request body is longer than its Content-Length.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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

/** The /graphql handler: kept public answers first, then GraphQL. */
export function publicGraphQLAnswers(yoga: Yoga, cache: PublicCache, publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!cache.enabled || !mayKeep(req, ownOrigin)) return yoga.requestListener(req, res);
    const body = await readBody(req);
    // The answer's media type follows Accept: one kept answer per Accept value.
    const key = `answer:${req.url}\n${req.headers.accept ?? ""}\n${body.toString("utf8")}`;
    const kept = cache.get<Answer>(key);
    if (kept) return sendAnswer(req, res, kept);

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await yoga.fetch(new URL(req.url ?? "/graphql", publicUrl), { method: "POST", headers, body }, { req, res });
    if (response.status !== 200 || !response.headers.has("etag") || response.headers.has("set-cookie")) return sendNodeResponse(response, res, req, false);
    const answer: Answer = {
      headers: Object.fromEntries(KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : []))),
      identity: identityOf(Buffer.from(await response.arrayBuffer()), response.headers.get("content-encoding")),
      encoded: {},
    };
    cache.set(key, answer);
    return sendAnswer(req, res, answer);
  };
}
