// Serves the built client: hashed assets with long caching, everything else falls back to
// index.html so client-side routes (history mode) load on a reload or a shared link.
//
// - The build is pinned when the server starts: `clientDir` (dist/client) is a link to the
//   current build (dist/client-<id>, see scripts/clientBuild.mjs), resolved once, so a rebuild
//   switching the link never mixes two builds in one running instance.
// - Text files are sent brotli- or gzip-compressed as the request accepts: the `.br`/`.gz` the
//   build wrote beside them, else compressed here once and kept in memory (the build is immutable).
// - index.html (and every file outside /assets/) has an ETag and answers If-None-Match with 304;
//   /assets/ files are content-hashed and cached for a year.
// - Source maps stay on disk for error reporting and are never served (404).
// - A client route's document is index.html with this request's root-query answer written in
//   (pageDocument.ts): private to the person, so it is compressed and tagged per response.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { COMPRESS_MIN_BYTES, compress, negotiateEncoding, type Encoding } from "./compression.ts";
import { markBuildInUse, SERVER_RENDER_DIR } from "../../scripts/clientBuild.mjs";
import type { Document, PageDocument } from "./pageDocument.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Extensions of text files, compressed when sent (the build precompresses the same list). */
export const TEXT_EXTENSIONS = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

const suffixes: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One file as sent: its bytes in each encoding, loaded once (the build does not change under us). */
type Entry = { mtimeMs: number; size: number; etag: string; identity: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

export type ClientFiles = { root: () => string | null; serve(req: IncomingMessage, res: ServerResponse): Promise<void> };

function notFound(res: ServerResponse) {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Not found");
}

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Whether If-None-Match names `etag` (in any of its encodings, which share the content hash). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const hash = etag.slice(1, -1);
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return value === hash || value === `${hash}-br` || value === `${hash}-gzip`;
  });
}

/** The ETag of a body: a hash of its bytes. */
function etagOf(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

const encodedDocuments = new WeakMap<Document, { identity: Buffer; etag: string; encoded: Partial<Record<Encoding, Buffer>> }>();

export function clientFiles(clientDir: string, options: { document?: PageDocument } = {}): ClientFiles {
  let pinned: string | null = null;
  const root = () => {
    if (pinned === null && existsSync(clientDir)) {
      pinned = realpathSync(clientDir);
      // A build published later must not remove the one this process serves.
      if (pinned !== resolve(clientDir)) markBuildInUse(pinned);
    }
    return pinned;
  };
  root();
  const cache = new Map<string, Entry>();

  /** Small text files, index.html and anything outside /assets/ are kept in memory with their encodings. */
  async function load(file: string, stats: Stats): Promise<Entry> {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const identity = readFileSync(file);
    const entry: Entry = { mtimeMs: stats.mtimeMs, size: stats.size, etag: etagOf(identity), identity, encoded: {} };
    if (cache.size > 500) cache.clear();
    cache.set(file, entry);
    return entry;
  }

  async function encoded(entry: Entry, file: string, encoding: Encoding): Promise<Buffer> {
    let body = entry.encoded[encoding];
    if (!body) {
      const pre = file + suffixes[encoding];
      body = fileStats(pre) ? readFileSync(pre) : await compress(entry.identity, encoding, "static");
      entry.encoded[encoding] = body;
    }
    return body;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, cacheControl: string, withEtag: boolean) {
    const ext = extname(file);
    const headers: Record<string, string | number> = { "Content-Type": contentTypes[ext] ?? "application/octet-stream", "Cache-Control": cacheControl };
    const text = TEXT_EXTENSIONS.has(ext);
    if (text) headers.Vary = "Accept-Encoding";
    const encoding = text && stats.size >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : null;
    // Large binary files (audio, images, fonts) stream from disk; text is small enough to hold.
    if (!text && !withEtag) {
      headers["Content-Length"] = stats.size;
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const entry = await load(file, stats);
    const etag = encoding ? `"${entry.etag.slice(1, -1)}-${encoding}"` : entry.etag;
    if (withEtag) {
      headers.ETag = etag;
      if (matches(req.headers["if-none-match"], entry.etag)) {
        res.writeHead(304, headers);
        return void res.end();
      }
    }
    const body = encoding ? await encoded(entry, file, encoding) : entry.identity;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.byteLength;
    res.writeHead(200, headers);
    res.end(body);
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://local").pathname);
    } catch {
      return notFound(res);
    }
    // Source maps are for error reporting only; .br/.gz are reached through Accept-Encoding; the
    // server renderer and the build's manifest (.vite/) are the server's own.
    if (/\.(map|br|gz)$/i.test(path) || path.startsWith(`/${SERVER_RENDER_DIR}/`) || path.startsWith("/.vite/")) return notFound(res);
    const dir = root();
    if (!dir) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end("The client is not built yet: run `npm run build` (npm start does it for you).");
    }
    const file = normalize(join(dir, path));
    // index.html by name is a client route's document like any other.
    const stats = file.startsWith(dir + sep) && path !== "/index.html" ? fileStats(file) : null;
    if (stats) {
      const immutable = path.startsWith("/assets/");
      return send(req, res, file, stats, immutable ? "public, max-age=31536000, immutable" : "no-cache", !immutable);
    }
    if (extname(path) && path.startsWith("/assets/")) return notFound(res);
    const index = join(dir, "index.html");
    const indexStats = fileStats(index);
    if (!indexStats) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end("The client is not built yet: run `npm run build` (npm start does it for you).");
    }
    if (!options.document) return send(req, res, index, indexStats, "no-cache", true);
    return sendDocument(req, res, await options.document((await load(index, indexStats)).identity.toString("utf8"), req, dir));
  }

  /** A client route's document, made for this request: private, tagged and compressed as sent. */
  async function sendDocument(req: IncomingMessage, res: ServerResponse, document: Document) {
    if ("location" in document) {
      res.writeHead(document.status, { Location: document.location, "Cache-Control": "private, no-cache" });
      return void res.end();
    }
    // A shared document (the public cache's) is encoded once, however often it is sent.
    let entry = encodedDocuments.get(document);
    if (!entry) {
      const identity = Buffer.from(document.html, "utf8");
      encodedDocuments.set(document, (entry = { identity, etag: etagOf(identity), encoded: {} }));
    }
    const { identity, etag } = entry;
    const encoding = identity.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : null;
    const headers: Record<string, string | number> = {
      "Content-Type": contentTypes[".html"],
      "Cache-Control": "private, no-cache",
      Vary: "Accept-Encoding, Cookie",
      ETag: encoding ? `"${etag.slice(1, -1)}-${encoding}"` : etag,
    };
    if (document.status === 200 && matches(req.headers["if-none-match"], etag)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const body = encoding ? (entry.encoded[encoding] ??= await compress(identity, encoding, "dynamic")) : identity;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.byteLength;
    res.writeHead(document.status, headers);
    res.end(body);
  }

  return { root, serve };
}
