// CORS: only the application's own origin and the CORS_ORIGINS list are answered with
// Access-Control-Allow-Origin (and credentials); any other page's request gets no CORS headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: ["https://partner.example"] } });
});
afterAll(() => t.close());

const query = (origin: string) =>
  t.app.yoga.fetch("http://studiofront.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ query: "{ viewer { id } }" }),
  });

const preflight = (origin: string) =>
  t.app.yoga.fetch("http://studiofront.test/graphql", {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
  });

describe("CORS", () => {
  it("answers the application's own origin with its origin and credentials", async () => {
    const response = await query("http://studiofront.test");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://studiofront.test");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("answers an origin CORS_ORIGINS lists, preflight included", async () => {
    const response = await query("https://partner.example");
    expect(response.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    const options = await preflight("https://partner.example");
    expect(options.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(options.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("gives any other origin no CORS headers", async () => {
    for (const origin of ["https://evil.example", "http://studiofront.test.evil.example", "null"]) {
      const response = await query(origin);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      const options = await preflight(origin);
      expect(options.headers.get("access-control-allow-origin")).toBeNull();
      expect(options.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("reads CORS_ORIGINS as a comma-separated list of origins and refuses what is not one", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/sf-cors", SESSION_SECRET: "s", ALTCHA_HMAC_KEY: "a", ADMIN_PASSWORD: "p" };
    expect(loadConfig({ ...base, CORS_ORIGINS: " https://a.example , http://b.example:8080/ ," }).corsOrigins).toEqual(["https://a.example", "http://b.example:8080"]);
    expect(loadConfig(base).corsOrigins).toEqual([]);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: "not an origin" })).toThrow(/CORS_ORIGINS/);
  });
});
