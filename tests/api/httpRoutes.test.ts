import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.httpBase();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/altcha/challenge", () => {
  it("issues a signed SHA-256 challenge in the widget's format that a solver can answer", async () => {
    const response = await fetch(`${base}/api/altcha/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = await response.json();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 1_000_000 });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(new URLSearchParams(challenge.salt.split("?")[1]).get("expires"));
    expect(expires * 1000).toBeGreaterThan(Date.now());

    // Solved the way the widget does it: find n with SHA-256(salt + n) = challenge.
    let number = -1;
    for (let n = 0; n <= challenge.maxnumber && number < 0; n++) {
      if (createHash("sha256").update(challenge.salt + n).digest("hex") === challenge.challenge) number = n;
    }
    expect(number).toBeGreaterThanOrEqual(0);
    const altcha = Buffer.from(JSON.stringify({ ...challenge, number, took: 1000 })).toString("base64");
    const register = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        t.documents.params(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
          input: { name: "Widget User", email: uniqueEmail("widget"), password: "widget password", altcha },
        }),
      ),
    });
    expect((await register.json()).data.register.__typename).toBe("ViewerPayload");
    expect(register.headers.get("set-cookie")).toMatch(/^sf_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  });
});

describe("cross-site request protection", () => {
  it("refuses a form-encoded GraphQL POST, which a foreign page could send with the cookie", async () => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "mutation { signOut }" }),
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/files/{id}", () => {
  it("serves a voice sample with its type, length and byte ranges", async () => {
    const sample = await t.prisma.voiceSample.findFirstOrThrow({ include: { file: true } });
    const whole = await fetch(`${base}/api/files/${sample.fileId}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(Number(whole.headers.get("content-length"))).toBe(sample.file.size);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(sample.file.size);
    const part = await fetch(`${base}/api/files/${sample.fileId}`, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${sample.file.size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it("answers 404 for unknown ids and for files that are not public", async () => {
    expect((await fetch(`${base}/api/files/not-a-uuid`)).status).toBe(404);
    expect((await fetch(`${base}/api/files/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const script = await t.prisma.storedFile.create({ data: { kind: "SCRIPT", name: "script.txt", mediaType: "text/plain", size: 4, sha256: "x".repeat(64), storageKey: "script/xx/private.txt" } });
    expect((await fetch(`${base}/api/files/${script.id}`)).status).toBe(404);
  });
});
