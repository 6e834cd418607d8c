// Serves a stored file over node:http with the headers browsers and audio players rely on:
// byte ranges (seeking in <audio>), validators (ETag, Last-Modified → 304) and long-lived caching
// (storage keys are content-addressed, so a key's bytes never change).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./fileStorage.ts";

export interface ServableFile {
  mediaType: string;
  /** Size recorded in the database; the size in storage wins when they differ. */
  size: number;
  storageKey: string;
  /** Download name (Content-Disposition). */
  name: string;
  updatedAt: Date;
  /** When given, the ETag is the content hash; otherwise it is derived from the storage key. */
  sha256?: string | null;
}

export interface ServeFileOptions {
  /** `attachment` (save) instead of `inline` (play or show in the browser). */
  download?: boolean;
  /**
   * Defaults to `public, max-age=31536000, immutable`. Pass e.g. `private, max-age=31536000,
   * immutable` for files only their owner may fetch (deliverables, attachments), so shared caches
   * never keep them.
   */
  cacheControl?: string;
}

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const SCRIPTABLE_TYPES = /^\s*(image\/svg\+xml|text\/html|application\/xhtml\+xml|text\/xml|application\/xml)\b/i;
const DOCUMENT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export type ParsedRange =
  | { type: "none" }
  | { type: "unsatisfiable" }
  | { type: "range"; start: number; end: number };

/**
 * Parses a `Range` header for a representation of `size` bytes. Only a single `bytes` range is
 * honoured (`a-b`, `a-`, `-n`); anything else (other units, several ranges, bad syntax) is
 * ignored, as RFC 9110 allows, and the whole file is served.
 */
export function parseRange(header: string | undefined, size: number): ParsedRange {
  if (!header) return { type: "none" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { type: "none" };
  const [, first, last] = match;
  if (first === "" && last === "") return { type: "none" };
  if (first === "") {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { type: "none" };
    if (suffix === 0 || size === 0) return { type: "unsatisfiable" };
    return { type: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (!Number.isSafeInteger(start) || (last !== "" && !Number.isSafeInteger(end))) return { type: "none" };
  if (end < start) return { type: "none" };
  if (start >= size) return { type: "unsatisfiable" };
  return { type: "range", start, end: Math.min(end, size - 1) };
}

/** `inline; filename="…"; filename*=UTF-8''…` with an ASCII fallback and an RFC 5987 name. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_").trim() || "file";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function etagFor(file: Pick<ServableFile, "storageKey" | "sha256">, size: number): string {
  if (file.sha256 && /^[0-9a-f]{64}$/i.test(file.sha256)) return `"${file.sha256.toLowerCase()}"`;
  const digest = createHash("sha256").update(`${file.storageKey}\n${size}`).digest("base64url");
  return `"${digest.slice(0, 32)}"`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => opaque(candidate) === etag);
}

function lastModifiedSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** If-Range: a strong ETag match, or exactly the Last-Modified date. */
function ifRangeHolds(header: string | string[] | undefined, etag: string, lastModified: Date): boolean {
  if (header === undefined) return true;
  if (Array.isArray(header)) return false;
  const value = header.trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith("W/")) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === lastModifiedSeconds(lastModified);
}

function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return noneMatchHits(ifNoneMatch, etag);
  const ifModifiedSince = req.headers["if-modified-since"];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModifiedSeconds(lastModified) <= Math.floor(since / 1000);
}

function isPrematureClose(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || code === "EPIPE";
}

/**
 * Answers a GET or HEAD request with the file: 200, 206 for a satisfiable single range, 416 for
 * an unsatisfiable one, 304 when the client's copy is current, 404 when storage has no bytes,
 * 405 for other methods. Resolves when the response has been written (or the client went away).
 */
export async function serveStoredFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServableFile,
  storage: FileStorage,
  options: ServeFileOptions = {},
): Promise<void> {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("Method not allowed\n");
    return;
  }

  const stored = await storage.stat(file.storageKey);
  if (!stored) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(method === "HEAD" ? undefined : "File not found\n");
    return;
  }
  const size = stored.size;
  const etag = etagFor(file, size);
  const lastModified = file.updatedAt;

  const validators = {
    ETag: etag,
    "Last-Modified": lastModified.toUTCString(),
    "Cache-Control": options.cacheControl ?? IMMUTABLE_CACHE_CONTROL,
  };

  if (notModified(req, etag, lastModified)) {
    res.writeHead(304, validators);
    res.end();
    return;
  }

  const headers: Record<string, string | number> = {
    ...validators,
    "Content-Type": file.mediaType || "application/octet-stream",
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(options.download ? "attachment" : "inline", file.name),
    "X-Content-Type-Options": "nosniff",
  };
  // An uploaded SVG or HTML-like document opened directly must not run scripts on our origin.
  if (SCRIPTABLE_TYPES.test(file.mediaType)) headers["Content-Security-Policy"] = DOCUMENT_CSP;

  const range = ifRangeHolds(req.headers["if-range"], etag, lastModified)
    ? parseRange(req.headers.range, size)
    : ({ type: "none" } as const);

  if (range.type === "unsatisfiable") {
    res.writeHead(416, {
      ...validators,
      "Accept-Ranges": "bytes",
      "Content-Range": `bytes */${size}`,
      "Content-Length": 0,
    });
    res.end();
    return;
  }

  let status = 200;
  let byteRange: { start: number; end: number } | undefined;
  if (range.type === "range") {
    status = 206;
    byteRange = { start: range.start, end: range.end };
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["Content-Length"] = range.end - range.start + 1;
  } else {
    headers["Content-Length"] = size;
  }

  res.writeHead(status, headers);
  if (method === "HEAD" || size === 0) {
    res.end();
    return;
  }

  try {
    await pipeline(storage.read(file.storageKey, byteRange), res);
  } catch (error) {
    if (isPrematureClose(error)) return;
    // Headers are already out: all that is left is to cut the response short.
    res.destroy(error as Error);
  }
}
