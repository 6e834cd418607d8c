// Serving: every text answer above 1 KB is compressed (brotli, else gzip) with Vary:
// Accept-Encoding; source maps are never served; index.html answers its ETag with 304; robots.txt
// and sitemap.xml are real files; live updates (server-sent events) are neither compressed nor held.
// The client is a small fixture build (made here, precompressed by the build's own code), so the
// test does not depend on `vite build` having run.
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/clientBuild.mjs";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { startTestApp, type TestApp } from "./harness.ts";

const JS = "/assets/index-Fx7a1B2c.js";
const CSS = "/assets/index-Qw3e4R5t.css";

/** A client build in miniature: index.html, a hashed script with its map, a stylesheet; all above 1 KB. */
function fixtureClient() {
  const dir = mkdtempSync(join(tmpdir(), "sf-client-"));
  mkdirSync(join(dir, "assets"));
  const filler = (line: string) => Array.from({ length: 80 }, (_, i) => line.replace("#", String(i))).join("\n");
  writeFileSync(join(dir, "index.html"), `<!doctype html><html><head><script type="module" src="${JS}"></script><link rel="stylesheet" href="${CSS}"></head><body><div id="root"></div>\n<!--\n${filler("padding line # of the fixture page")}\n--></body></html>\n`);
  writeFileSync(join(dir, JS.slice(1)), `${filler("export const value# = 'fixture script line #';")}\n`);
  writeFileSync(join(dir, `${JS.slice(1)}.map`), JSON.stringify({ version: 3, sources: ["client/main.tsx"], mappings: "AAAA" }));
  return dir;
}

type Answer = { status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string };

/** A request over HTTP with the raw bytes as sent (fetch would decompress them unseen). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const BOTH = { "accept-encoding": "br, gzip" };

let t: TestApp;
let server: Server;
let base: string;
let clientDir: string;
beforeAll(async () => {
  clientDir = fixtureClient();
  await precompress(clientDir);
  // Written after precompressing: the server compresses this one itself.
  writeFileSync(join(clientDir, CSS.slice(1)), `${Array.from({ length: 80 }, (_, i) => `.fixture-${i} { color: #${String(i).padStart(6, "0")}; }`).join("\n")}\n`);
  t = await startTestApp({ config: { clientDir } });
  server = createServer(t.app.handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A GraphQL query of the public catalogue whose answer is well above 1 KB. */
function catalogueQuery(headers: Record<string, string>) {
  const body = JSON.stringify(t.documents.params(`query { services { slug name summary description } voices(first: 20) { edges { node { slug name bio } } } }`, {}));
  return send(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

describe("compression", () => {
  it("sends no uncompressed text response above 1 KB", async () => {
    const answers: Record<string, Answer> = {
      "/": await send(`${base}/`, { headers: BOTH }),
      [JS]: await send(`${base}${JS}`, { headers: BOTH }),
      [CSS]: await send(`${base}${CSS}`, { headers: BOTH }),
      "/robots.txt": await send(`${base}/robots.txt`, { headers: BOTH }),
      "/sitemap.xml": await send(`${base}/sitemap.xml`, { headers: BOTH }),
      "/graphql": await catalogueQuery(BOTH),
    };
    for (const [path, answer] of Object.entries(answers)) {
      expect(answer.status, path).toBe(200);
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
      if (Buffer.byteLength(answer.text) > 1024) {
        expect(answer.headers["content-encoding"], path).toBe("br");
        expect(answer.raw.byteLength, path).toBeLessThan(Buffer.byteLength(answer.text));
        expect(Number(answer.headers["content-length"]), path).toBe(answer.raw.byteLength);
      }
    }
    // The test means something: all but robots.txt are above 1 KB.
    for (const path of ["/", JS, CSS, "/sitemap.xml", "/graphql"]) expect(Buffer.byteLength(answers[path].text), path).toBeGreaterThan(1024);
    expect(JSON.parse(answers["/graphql"].text).data.services.length).toBeGreaterThan(0);
    expect(answers[JS].headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answers["/"].headers["cache-control"]).toBe("private, no-cache");
  });

  it("falls back to gzip, and sends the body as it is to a client that accepts neither", async () => {
    for (const path of ["/", JS, CSS, "/sitemap.xml"]) {
      const gzipped = await send(`${base}${path}`, { headers: { "accept-encoding": "gzip, deflate" } });
      expect(gzipped.headers["content-encoding"], path).toBe("gzip");
      const plain = await send(`${base}${path}`, { headers: { "accept-encoding": "br;q=0, identity" } });
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.text, path).toBe(gzipped.text);
    }
    const graphql = await catalogueQuery({ "accept-encoding": "gzip" });
    expect(graphql.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(graphql.text).data.services.length).toBeGreaterThan(0);
  });

  it("leaves small GraphQL answers as they are", async () => {
    const body = JSON.stringify(t.documents.params(`query { __typename }`, {}));
    const answer = await send(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...BOTH }, body });
    expect(answer.text).toBe('{"data":{"__typename":"Query"}}');
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe("the built client", () => {
  it("never serves source maps", async () => {
    expect((await send(`${base}${JS}.map`)).status).toBe(404);
    expect((await send(`${base}/assets/missing.js.map`)).status).toBe(404);
    expect((await send(`${base}${JS}.br`)).status).toBe(404);
  });

  it("answers index.html's ETag with 304, for every client route and encoding", async () => {
    const first = await send(`${base}/`, { headers: BOTH });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const path of ["/", "/services", "/index.html"]) {
      const again = await send(`${base}${path}`, { headers: { ...BOTH, "if-none-match": etag } });
      expect(again.status, path).toBe(304);
      expect(again.raw.byteLength, path).toBe(0);
    }
    const plain = await send(`${base}/`);
    expect(plain.headers.etag).not.toBe(etag);
    expect((await send(`${base}/`, { headers: { "if-none-match": plain.headers.etag! } })).status).toBe(304);
    expect((await send(`${base}/`, { headers: { "if-none-match": '"something-else"' } })).status).toBe(200);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("are real files with absolute addresses under PUBLIC_URL", async () => {
    const robots = await send(`${base}/robots.txt`);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.text).toContain("User-agent: *");
    expect(robots.text).toContain("Disallow: /manage");
    expect(robots.text).toContain("Sitemap: http://studiofront.test/sitemap.xml");

    const sitemap = await send(`${base}/sitemap.xml`);
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("http://studiofront.test/");
    expect(locs).toContain("http://studiofront.test/about/voices");
    expect(locs).toContain("http://studiofront.test/order/telephone-voice-prompts");
    const services = await t.prisma.service.findMany({ where: { active: true, archivedAt: null } });
    for (const service of services.filter((s) => s.slug !== "message-on-hold")) expect(locs).toContain(`http://studiofront.test/services/${service.slug}`);
    expect(locs.some((loc) => loc.includes("/manage") || loc.includes("/account"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("live updates", () => {
  it("streams server-sent events uncompressed, each as it happens", async () => {
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    const order = await t.prisma.order.create({ data: { serviceId: service.id, status: "PENDING_PAYMENT", subtotal: 5000, total: 5000, guestEmail: "guest@example.com" } });
    const query = `subscription($id: ID!, $key: String) { orderUpdated(id: $id, key: $key) { id status } }`;
    const body = JSON.stringify(t.documents.params(query, { id: encodeGlobalID("Order", order.id), key: orderAccessKey(t.app.services.config.sessionSecret, order.id) }));
    const req = httpRequest(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", accept: "text/event-stream", ...BOTH } });
    const response = await new Promise<import("node:http").IncomingMessage>((resolve, reject) => {
      req.on("response", resolve);
      req.on("error", reject);
      req.end(body);
    });
    try {
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
      // yoga marks the stream "none" so that proxies leave it alone too.
      expect([undefined, "none", "identity"]).toContain(response.headers["content-encoding"]);
      let received = "";
      response.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
      // The event arrives while the stream stays open: it is neither compressed nor held back.
      for (let attempt = 0; attempt < 50 && !received.includes("event: next"); attempt++) {
        t.app.services.events.orderChanged(order.id);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(received).toContain("event: next");
      expect(received).toContain('"status":"PENDING_PAYMENT"');
    } finally {
      req.destroy();
    }
  });
});
