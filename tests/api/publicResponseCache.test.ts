// Signed-out visitors' catalogue queries are answered from a shared cache: the second visitor
// costs no SQL. Anything else (a session, an API token, a non-catalogue field) always runs, and an
// administrator's change empties the cache at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import RootQuery from "../../client/__generated__/RootQuery.graphql.ts";
import ServicesRouteQuery from "../../client/__generated__/ServicesRouteQuery.graphql.ts";
import SignInMutation from "../../client/__generated__/useSignInMutation.graphql.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "sf-public-cache-"));
  writeFileSync(join(clientDir, "index.html"), `<!doctype html><html><head><title>Studiofront</title></head><body><div id="root"></div></body></html>\n`);
  t = await startTestApp({ config: { publicCacheSeconds: 60, clientDir } });
  const persisted = JSON.parse(readFileSync(new URL("../../client/__generated__/persisted-operations.json", import.meta.url), "utf8")) as Record<string, string>;
  for (const artifact of [RootQuery, ServicesRouteQuery, SignInMutation]) t.documents.persist(persisted[artifact.params.id!]);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const SERVICES = `query PublicServices { services { id slug name basePrice } settings { studioName } }`;

async function statementsOf(run: () => Promise<{ errors?: unknown[] }>) {
  const { result, statements } = await t.statements.during(run);
  expect(result.errors).toBeUndefined();
  return statements.length;
}

describe("the public response cache", () => {
  it("answers the second signed-out visitor without SQL", async () => {
    const first = await statementsOf(() => t.client().gql(SERVICES));
    expect(first).toBeGreaterThan(0);
    expect(await statementsOf(() => t.client().gql(SERVICES))).toBe(0);
    // Other variables are another answer.
    const voice = `query PublicVoice($slug: String!) { voice(slug: $slug) { id name } }`;
    expect(await statementsOf(() => t.client().gql(voice, { slug: "charlotte" }))).toBeGreaterThan(0);
    expect(await statementsOf(() => t.client().gql(voice, { slug: "charlotte" }))).toBe(0);
    expect(await statementsOf(() => t.client().gql(voice, { slug: "no-such-voice" }))).toBeGreaterThan(0);
  });

  it("never keeps what is not the public catalogue, nor answers for someone signed in", async () => {
    const mixed = `query ServicesAndResetLink { services { id } passwordResetLink(id: "cached-reset", key: "x") { valid } }`;
    const anonymous = t.client();
    await statementsOf(() => anonymous.gql(mixed));
    expect(await statementsOf(() => anonymous.gql(mixed))).toBeGreaterThan(0);

    const customer = await t.registered();
    await statementsOf(() => customer.gql(SERVICES));
    expect(await statementsOf(() => customer.gql(SERVICES))).toBeGreaterThan(0);
  });

  it("is emptied by an administrator's change, which the next visitor sees", async () => {
    await t.client().gql(SERVICES);
    expect(await statementsOf(() => t.client().gql(SERVICES))).toBe(0);
    const admin = await t.signedIn(TEST_ADMIN);
    const service = (await t.client().gql(SERVICES)).data?.services.find((s: { slug: string }) => s.slug === "telephone-voice-prompts");
    const renamed = await admin.gql(`mutation($input: SetServiceActiveInput!) { setServiceActive(input: $input) { __typename } }`, { input: { id: service.id, active: false } });
    expect(renamed.data?.setServiceActive.__typename).toBe("ServicePayload");
    try {
      const after = await t.client().gql(SERVICES);
      expect(after.data?.services.map((s: { slug: string }) => s.slug)).not.toContain("telephone-voice-prompts");
    } finally {
      await admin.gql(`mutation($input: SetServiceActiveInput!) { setServiceActive(input: $input) { __typename } }`, { input: { id: service.id, active: true } });
    }
    expect((await t.client().gql(SERVICES)).data?.services.map((s: { slug: string }) => s.slug)).toContain("telephone-voice-prompts");
  });
});

describe("the public pages' documents", () => {
  it("are made once for signed-out visitors, and for each signed-in person every time", async () => {
    const base = await t.httpBase();
    const page = async (cookie?: string) => {
      const { result, statements } = await t.statements.during(async () => (await fetch(`${base}/faq`, { headers: cookie ? { cookie } : {} })).text());
      return { html: result, statements: statements.length };
    };
    const first = await page();
    expect(first.html).toContain('"viewer":null');
    const second = await page();
    expect(second.statements).toBe(0);
    expect(second.html).toBe(first.html);

    const customer = await t.registered("Petra Page");
    const signedIn = await page(customer.cookie!);
    expect(signedIn.statements).toBeGreaterThan(0);
    expect(signedIn.html).toContain("Petra Page");
    expect((await page()).html).not.toContain("Petra Page");
  });
});

describe("the kept answers over HTTP", () => {
  const persistedBody = (artifact: { params: { id?: string | null; name: string } }, variables: Record<string, unknown> = {}) =>
    JSON.stringify({ operationName: artifact.params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: artifact.params.id } } });
  const post = async (body: string, headers: Record<string, string> = {}) =>
    fetch(`${await t.httpBase()}/graphql`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json", ...headers }, body });
  /** The raw bytes and encoding (fetch would decode them). */
  const rawPost = async (body: string, headers: Record<string, string>) => {
    const { request } = await import("node:http");
    const url = new URL(`${await t.httpBase()}/graphql`);
    return new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end(body);
    });
  };

  it("send a signed-out visitor's public answer again without SQL, compressed, tagged and answering If-None-Match", async () => {
    const body = persistedBody(ServicesRouteQuery);
    const first = await post(body);
    const firstJson = await first.json();
    expect(firstJson.data.services.length).toBeGreaterThan(0);

    const { result: second, statements } = await t.statements.during(() => rawPost(body, { "accept-encoding": "br" }));
    expect(statements).toHaveLength(0);
    expect(second.status).toBe(200);
    expect(second.encoding).toBe("br");
    expect(JSON.parse(brotliDecompressSync(second.body).toString("utf8"))).toEqual(firstJson);

    const tagged = await post(body);
    const etag = tagged.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(tagged.headers.get("vary")).toMatch(/accept-encoding/i);
    expect((await post(body, { "if-none-match": etag! })).status).toBe(304);
  });

  it("are kept per Accept: each client gets the media type it asked for, and every answer says Vary: Accept", async () => {
    const body = persistedBody(ServicesRouteQuery);
    const variesByAccept = (response: Response) => expect(response.headers.get("vary")).toMatch(/(^|,)\s*accept\s*(,|$)/i);
    for (const [accept, type] of [
      ["application/graphql-response+json", /^application\/graphql-response\+json/],
      ["application/json", /^application\/json/],
    ] as const) {
      // The first asks GraphQL (or finds the answer kept for this Accept), the second is answered from what was kept.
      for (let time = 0; time < 2; time++) {
        const response = await post(body, { accept });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type"), `${accept}, time ${time + 1}`).toMatch(type);
        variesByAccept(response);
        expect((await response.json()).data.services.length).toBeGreaterThan(0);
      }
    }
  });

  it("answer someone signed in and another site as GraphQL does, and never keep a mutation's answer", async () => {
    const body = persistedBody(ServicesRouteQuery);
    const anonymous = await (await post(body)).json();
    const customer = await t.registered("Kept Answer");
    const signedIn = await post(body, { cookie: customer.cookie! });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(await signedIn.json()).toEqual(anonymous);
    const elsewhere = await post(body, { origin: "https://elsewhere.example" });
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();

    const signIn = persistedBody(SignInMutation, { input: { email: "nobody@studiofront.example", password: "not the password" } });
    const refused = await (await post(signIn)).json();
    expect(refused.data.signIn.__typename).not.toBe("ViewerPayload");
    const { statements } = await t.statements.during(() => post(signIn));
    expect(statements.length).toBeGreaterThan(0);
  });
});
