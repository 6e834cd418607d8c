import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../server/config.ts";

export const TEST_ADMIN = { email: "admin@studiofront.example", password: "admin-password-for-tests" };
export const TEST_HMAC_KEY = "altcha-test-key";

/** `env` adds or replaces variables, e.g. object storage's (tests/s3Server.ts). */
export function testConfig(dataDir = mkdtempSync(join(tmpdir(), "sf-api-")), env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "session-secret-for-tests",
    ALTCHA_HMAC_KEY: TEST_HMAC_KEY,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_URL: "http://studiofront.test",
    TRUST_PROXY: "true",
    // Tests change the catalogue behind the API's back; the cache has its own test.
    PUBLIC_CACHE_SECONDS: "0",
    ...env,
  });
}
