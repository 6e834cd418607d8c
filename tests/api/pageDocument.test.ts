// The page document: every client route's HTML carries the root query's answer for the person
// asking (settings, viewer), so the client's first screen sends one GraphQL request, its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import RootQuery from "../../client/__generated__/RootQuery.graphql.ts";
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from "../../common/pageBootstrap.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let base: string;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "sf-document-"));
  writeFileSync(join(clientDir, "index.html"), `<!doctype html><html><head><title>Studiofront</title></head><body><div id="root"></div></body></html>\n`);
  t = await startTestApp({ config: { clientDir } });
  // The browser client's root query, persisted as relay-compiler persisted it for the web client.
  const persisted = JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
  expect(t.documents.persist(persisted[RootQuery.params.id!])).toBe(RootQuery.params.id);
  base = await t.httpBase();
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const match = new RegExp(`<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return { response, html, bootstrap: match ? (JSON.parse(match[1]) as PageBootstrap) : null };
}

describe("the page document", () => {
  it("carries the settings and no viewer to someone signed out", async () => {
    const { response, bootstrap } = await page("/services/telephone-voice-prompts");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/cookie/i);
    expect(bootstrap?.queryId).toBe(RootQuery.params.id);
    expect(bootstrap?.data).toMatchObject({ settings: { studioName: expect.any(String) }, viewer: null });
  });

  it("carries the person signed in, with their role", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const { bootstrap } = await page("/manage/payments", admin.cookie!);
    expect(bootstrap?.data.viewer).toMatchObject({ role: "ADMIN", id: expect.any(String) });
    const customer = await t.registered("Dora Document");
    expect((await page("/account", customer.cookie!)).bootstrap?.data.viewer).toMatchObject({ role: "CUSTOMER", name: "Dora Document" });
    // A session that is no longer valid is someone signed out.
    expect((await page("/account", "sf_session=not-a-session")).bootstrap?.data.viewer).toBeNull();
  });

  it("cannot be closed early by text from the database", async () => {
    const description = `Voices </script><script>alert(1)</script> & more`;
    await t.prisma.setting.upsert({ where: { key: "description" }, create: { key: "description", value: description }, update: { value: description } });
    try {
      const { html, bootstrap } = await page("/");
      expect(html).not.toContain("<script>alert(1)");
      expect(bootstrap?.data.settings).toMatchObject({ description });
    } finally {
      await t.prisma.setting.delete({ where: { key: "description" } });
    }
  });

  it("answers its ETag with 304 while nothing it carries changed", async () => {
    const first = await page("/about/voices");
    const etag = first.response.headers.get("etag")!;
    const again = await fetch(`${base}/faq`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const admin = await t.signedIn(TEST_ADMIN);
    expect((await fetch(`${base}/faq`, { headers: { "if-none-match": etag, cookie: admin.cookie! } })).status).toBe(200);
  });
});
