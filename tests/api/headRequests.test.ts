// HEAD answers what GET answers, status and headers, without the body: for documents, static
// files, stored files, the SEO files and unknown addresses alike.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import RootQuery from "../../client/__generated__/RootQuery.graphql.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let base: string;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "sf-head-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), `<!doctype html><html><head><title>Studiofront</title></head><body><div id="root"></div></body></html>\n`);
  writeFileSync(join(clientDir, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});\n`);
  writeFileSync(join(clientDir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>\n`);
  t = await startTestApp({ config: { clientDir } });
  const persisted = JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
  t.documents.persist(persisted[RootQuery.params.id!]);
  base = await t.httpBase();
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * Headers that differ between any two answers (the moment, the request's id, the connection) and
 * how a body is framed on the connection (Node sends a body without a length in chunks).
 */
const PER_RESPONSE = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);

async function answers(path: string, headers: Record<string, string> = {}) {
  const get = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br, gzip", ...headers } });
  await get.arrayBuffer();
  const head = await fetch(`${base}${path}`, { method: "HEAD", headers: { "accept-encoding": "br, gzip", ...headers } });
  const kept = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));
  return { get: { status: get.status, headers: kept(get) }, head: { status: head.status, headers: kept(head), body: await head.text() } };
}

describe("HEAD", () => {
  it("answers GET's status and headers without a body, for every kind of address", async () => {
    const sample = await t.prisma.voiceSample.findFirstOrThrow();
    const paths = [
      "/",
      "/services/telephone-voice-prompts",
      "/no/such/page",
      "/assets/app-abc123.js",
      "/assets/missing-abc123.js",
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      `/api/files/${sample.fileId}`,
      "/api/files/not-a-file",
      "/api/no-such-route",
    ];
    for (const path of paths) {
      const { get, head } = await answers(path);
      expect({ path, status: head.status, headers: head.headers }).toEqual({ path, status: get.status, headers: get.headers });
      expect(head.body).toBe("");
    }
    // A signed-in person's document is theirs, and so is its HEAD.
    const admin = await t.signedIn(TEST_ADMIN);
    const { get, head } = await answers("/manage/orders", { cookie: admin.cookie! });
    expect(head).toEqual({ ...get, body: "" });
  });

  it("refuses a HEAD of the personal data export, which a GET audits: nothing is exported", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const head = await fetch(`${base}/api/account/export.json`, { method: "HEAD", headers: { cookie: admin.cookie! } });
    expect({ status: head.status, allow: head.headers.get("allow") }).toEqual({ status: 405, allow: "GET" });
    expect(await t.prisma.auditLog.count({ where: { action: { startsWith: "account.data_export" } } })).toBe(0);
  });
});
