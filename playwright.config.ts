import { defineConfig } from "@playwright/test";
import { E2E } from "./tests/e2e/environment.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E.baseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: {
    command: "node tests/e2e/server.mjs",
    url: `${E2E.baseUrl}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
