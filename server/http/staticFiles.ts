// Serves the built client: hashed assets with long caching, everything else falls back to
// index.html so client-side routes (history mode) load on a reload or a shared link.
import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

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
  ".webmanifest": "application/manifest+json",
};

export function serveClient(root: string, req: IncomingMessage, res: ServerResponse) {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://local").pathname);
  const file = normalize(join(root, path));
  const inside = file.startsWith(root + sep);
  if (inside && existsSync(file) && statSync(file).isFile()) {
    const immutable = path.startsWith("/assets/");
    res.writeHead(200, {
      "Content-Type": contentTypes[extname(file)] ?? "application/octet-stream",
      "Content-Length": statSync(file).size,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
    if (req.method === "HEAD") return res.end();
    return createReadStream(file).pipe(res);
  }
  if (extname(path) && path.startsWith("/assets/")) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    return res.end("Not found");
  }
  const index = join(root, "index.html");
  if (!existsSync(index)) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" });
    return res.end("The client is not built yet: run `npm run build` (npm start does it for you).");
  }
  res.writeHead(200, { "Content-Type": contentTypes[".html"], "Cache-Control": "no-cache" });
  if (req.method === "HEAD") return res.end();
  createReadStream(index).pipe(res);
}
