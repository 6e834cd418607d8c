import { availableParallelism } from "node:os";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dataDir = mkdtempSync(join(tmpdir(), "studiofront-config-"));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const POSTGRES = { DATABASE_URL: "postgresql://studio@db.internal/studiofront" };

describe("ROLE", () => {
  it("is all by default, with two renders at once beside HTTP", () => {
    expect(load({})).toMatchObject({ role: "all", renderConcurrency: 2, shutdownGraceMs: 25_000 });
  });

  it("refuses a role it does not know, naming the ones it does", () => {
    expect(() => load({ ROLE: "scheduler" })).toThrow('ROLE must be one of all, web, worker, got "scheduler"');
  });

  it("refuses web and worker without DATABASE_URL: the embedded database cannot be shared", () => {
    for (const role of ["web", "worker"]) expect(() => load({ ROLE: role })).toThrow(`ROLE=${role} runs beside other processes on one database: set DATABASE_URL (PostgreSQL).`);
  });

  it("in production, refuses web and worker without REDIS_URL: live pages would not hear of other processes' changes", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://studio.example", SESSION_SECRET: "s", ALTCHA_HMAC_KEY: "k", ADMIN_PASSWORD: "p", ...POSTGRES };
    expect(() => load({ ...production, ROLE: "worker" })).toThrow("ROLE=worker needs REDIS_URL");
    expect(load({ ...production, ROLE: "worker", REDIS_URL: "redis://cache.internal:6379" }).role).toBe("worker");
  });

  it("gives a worker one render per core, and RENDER_CONCURRENCY overrides it", () => {
    expect(load({ ROLE: "worker", ...POSTGRES }).renderConcurrency).toBe(availableParallelism());
    expect(load({ ROLE: "worker", RENDER_CONCURRENCY: "6", ...POSTGRES }).renderConcurrency).toBe(6);
    expect(() => load({ RENDER_CONCURRENCY: "0" })).toThrow('RENDER_CONCURRENCY must be a whole number from 1 to 64, got "0"');
    expect(() => load({ SHUTDOWN_GRACE_SECONDS: "soon" })).toThrow('SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 3600, got "soon"');
  });
});
