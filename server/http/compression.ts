// Response compression with node:zlib: which encoding a request accepts, compressing a buffer,
// and the graphql-yoga plugin that compresses GraphQL's JSON (and GraphiQL's HTML) answers.
// Streams (server-sent events, multipart incremental delivery) are never compressed or buffered:
// each event must reach the browser when it is written.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "graphql-yoga";

export type Encoding = "br" | "gzip";

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer `acceptEncoding` with among `available` (brotli first, then gzip), or
 * null for the body as it is. Honours q-values: `br;q=0` refuses brotli, `*` stands for any other.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined, available: readonly Encoding[] = ["br", "gzip"]): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Compresses `body`. "dynamic" is for answers computed per request (fast settings: brotli quality
 * 4 is about as quick as gzip's default and smaller); "static" for files compressed once.
 */
export function compress(body: Uint8Array, encoding: Encoding, effort: "dynamic" | "static" = "dynamic"): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body, { level: effort === "static" ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === "static" ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Adds the request header `name` to a Vary header value, keeping what is there. */
export function withVary(vary: string | null | undefined, name: string): string {
  const names = (vary ?? "").split(",").map((v) => v.trim()).filter(Boolean);
  if (names.includes("*") || names.some((n) => n.toLowerCase() === name.toLowerCase())) return names.join(", ");
  return [...names, name].join(", ");
}

/** Adds Accept-Encoding to a Vary header value, keeping what is there. */
export const varyAcceptEncoding = (vary: string | null | undefined) => withVary(vary, "Accept-Encoding");

/** Media types answered in one piece and worth compressing; everything else (event streams, multipart) is left alone. */
const compressibleTypes = /^(application\/(json|graphql-response\+json)|text\/(html|plain))\b/i;

/**
 * graphql-yoga plugin: answers of a compressible type above COMPRESS_MIN_BYTES are compressed with
 * brotli (or gzip) when the request accepts it. Register it last, so the headers other plugins add
 * (Set-Cookie) are on the response it copies.
 */
export function responseCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get("content-type") ?? "";
      if (!compressibleTypes.test(type) || !response.body || response.headers.has("content-encoding")) return;
      response.headers.set("vary", varyAcceptEncoding(response.headers.get("vary")));
      const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
      if (!encoding) return;
      const declared = Number(response.headers.get("content-length"));
      if (declared && declared < COMPRESS_MIN_BYTES) return;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      let sent = body;
      if (body.byteLength >= COMPRESS_MIN_BYTES) {
        const compressed = await compress(body, encoding);
        sent = new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
        headers.set("content-encoding", encoding);
      }
      headers.set("content-length", String(sent.byteLength));
      setResponse(new fetchAPI.Response(sent, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
