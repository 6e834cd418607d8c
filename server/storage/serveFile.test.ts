import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmptyStorage, STORAGE_BACKENDS, type OpenStorage } from "../../tests/storageBackends.ts";
import { contentDisposition, parseRange, serveStoredFile, type ServableFile } from "./serveFile.ts";

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const sha256 = createHash("sha256").update(bytes).digest("hex");
const updatedAt = new Date("2026-03-01T10:20:30.456Z");

const audio: ServableFile = {
  mediaType: "audio/mpeg",
  size: bytes.length,
  storageKey: `voice-sample/${sha256.slice(0, 2)}/${sha256}.mp3`,
  name: "Überraschung – greeting.mp3",
  updatedAt,
  sha256,
};
const svg: ServableFile = { mediaType: "image/svg+xml", size: 6, storageKey: "voice-photo/aa/aa.svg", name: "p.svg", updatedAt };
const missing: ServableFile = { ...audio, storageKey: "voice-sample/00/missing.mp3" };

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe.each(STORAGE_BACKENDS)("serveStoredFile on %s", (backend) => {
  let opened: OpenStorage;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    opened = await openEmptyStorage(backend);
    const { storage } = opened;
    await storage.put(audio.storageKey, bytes);
    await storage.put(svg.storageKey, Buffer.from("<svg/>"));
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const file = url.pathname === "/svg" ? svg : url.pathname === "/missing" ? missing : audio;
      serveStoredFile(req, res, file, storage, { download: url.searchParams.has("download") }).catch((error) => {
        res.destroy(error);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await opened.close();
  });

    it("answers 200 with the whole file and its headers", async () => {
      const res = await fetch(`${base}/file`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("audio/mpeg");
      expect(res.headers.get("content-length")).toBe("1000");
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(res.headers.get("etag")).toBe(`"${sha256}"`);
      expect(res.headers.get("last-modified")).toBe("Sun, 01 Mar 2026 10:20:30 GMT");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe(
        `inline; filename="_berraschung _ greeting.mp3"; filename*=UTF-8''%C3%9Cberraschung%20%E2%80%93%20greeting.mp3`,
      );
      expect((await body(res)).equals(bytes)).toBe(true);
    });

    it("offers the file as an attachment on request", async () => {
      const res = await fetch(`${base}/file?download`);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
      await res.arrayBuffer();
    });

    it("answers 206 with the first bytes", async () => {
      const res = await fetch(`${base}/file`, { headers: { Range: "bytes=0-99" } });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe("bytes 0-99/1000");
      expect(res.headers.get("content-length")).toBe("100");
      expect((await body(res)).equals(bytes.subarray(0, 100))).toBe(true);
    });

    it("answers 206 for open-ended and suffix ranges", async () => {
      const open = await fetch(`${base}/file`, { headers: { Range: "bytes=990-" } });
      expect(open.status).toBe(206);
      expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
      expect((await body(open)).equals(bytes.subarray(990))).toBe(true);

      const suffix = await fetch(`${base}/file`, { headers: { Range: "bytes=-10" } });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get("content-range")).toBe("bytes 990-999/1000");
      expect(suffix.headers.get("content-length")).toBe("10");
      expect((await body(suffix)).equals(bytes.subarray(990))).toBe(true);

      const clamped = await fetch(`${base}/file`, { headers: { Range: "bytes=500-5000" } });
      expect(clamped.headers.get("content-range")).toBe("bytes 500-999/1000");
      expect((await body(clamped)).length).toBe(500);
    });

    it("answers 416 for unsatisfiable ranges", async () => {
      for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
        const res = await fetch(`${base}/file`, { headers: { Range: range } });
        expect(res.status, range).toBe(416);
        expect(res.headers.get("content-range")).toBe("bytes */1000");
        expect((await body(res)).length).toBe(0);
      }
    });

    it("ignores malformed and multiple ranges, and stale If-Range", async () => {
      for (const headers of <Record<string, string>[]>[
        { Range: "bytes=5-1" },
        { Range: "bytes=0-1,5-6" },
        { Range: "items=0-1" },
        { Range: "bytes=0-9", "If-Range": '"another-version"' },
      ]) {
        const res = await fetch(`${base}/file`, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(200);
        expect((await body(res)).length).toBe(1000);
      }
      const current = await fetch(`${base}/file`, { headers: { Range: "bytes=0-9", "If-Range": `"${sha256}"` } });
      expect(current.status).toBe(206);
      await current.arrayBuffer();
    });

    it("answers 304 when the client's copy is current", async () => {
      for (const headers of <Record<string, string>[]>[
        { "If-None-Match": `"${sha256}"` },
        { "If-None-Match": `"old", W/"${sha256}"` },
        { "If-None-Match": "*" },
        { "If-Modified-Since": "Sun, 01 Mar 2026 10:20:30 GMT" },
      ]) {
        const res = await fetch(`${base}/file`, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(304);
        expect(res.headers.get("etag")).toBe(`"${sha256}"`);
        expect((await body(res)).length).toBe(0);
      }
      const changed = await fetch(`${base}/file`, { headers: { "If-None-Match": '"old"' } });
      expect(changed.status).toBe(200);
      await changed.arrayBuffer();
      const older = await fetch(`${base}/file`, { headers: { "If-Modified-Since": "Sat, 28 Feb 2026 00:00:00 GMT" } });
      expect(older.status).toBe(200);
      await older.arrayBuffer();
    });

    it("answers HEAD with headers only", async () => {
      const res = await fetch(`${base}/file`, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe("1000");
      expect(res.headers.get("content-type")).toBe("audio/mpeg");
      expect((await body(res)).length).toBe(0);

      const ranged = await fetch(`${base}/file`, { method: "HEAD", headers: { Range: "bytes=-10" } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-length")).toBe("10");
    });

    it("answers 404 when storage has no bytes and 405 for other methods", async () => {
      const res = await fetch(`${base}/missing`);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
      const post = await fetch(`${base}/file`, { method: "POST", body: "x" });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
      await post.arrayBuffer();
    });

    it("derives a key-based ETag without a hash and sandboxes scriptable documents", async () => {
      const res = await fetch(`${base}/svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
      expect(await res.text()).toBe("<svg/>");
      const audioRes = await fetch(`${base}/file`, { method: "HEAD" });
      expect(audioRes.headers.get("content-security-policy")).toBeNull();
    });
});

describe("parseRange", () => {
  it("parses the three single-range forms", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ type: "range", start: 0, end: 0 });
    expect(parseRange("bytes=3-", 10)).toEqual({ type: "range", start: 3, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ type: "range", start: 7, end: 9 });
    expect(parseRange("bytes=-30", 10)).toEqual({ type: "range", start: 0, end: 9 });
    expect(parseRange(undefined, 10)).toEqual({ type: "none" });
    expect(parseRange("bytes=-", 10)).toEqual({ type: "none" });
    expect(parseRange("bytes=0-", 0)).toEqual({ type: "unsatisfiable" });
    expect(parseRange("bytes=-5", 0)).toEqual({ type: "unsatisfiable" });
  });

  it("quotes names safely", () => {
    expect(contentDisposition("inline", 'a "b".wav')).toBe(`inline; filename="a _b_.wav"; filename*=UTF-8''a%20%22b%22.wav`);
    expect(contentDisposition("attachment", "it's (1).mp3")).toBe(
      `attachment; filename="it's (1).mp3"; filename*=UTF-8''it%27s%20%281%29.mp3`,
    );
  });
});
