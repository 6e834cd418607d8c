// The application as the browser tests see it: a fresh embedded database with demo data. Its
// log is also written to a file, to read when a test fails. There is no SMTP server: the tests
// read e-mails in the outbox, as the administrator does (helpers.ts, emailedLink).
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { serverBundle } from "../../scripts/serverBuild.mjs";

const port = process.env.E2E_PORT ?? "3210";
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(`${dataDir}/server.log`);
// The server as `npm start` runs it: bundled (scripts/serverBuild.mjs), rebuilt when its sources
// changed; its sources through tsx should bundling fail.
let server;
try {
  server = [process.execPath, ["--enable-source-maps", (await serverBundle()).bundle]];
} catch (error) {
  console.warn(`Could not bundle the server, running its sources with tsx: ${error instanceof Error ? error.message : error}`);
  server = ["node_modules/.bin/tsx", ["server/main.ts"]];
}
const child = spawn(server[0], server[1], {
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: "admin@studiofront.example",
    ADMIN_PASSWORD: "e2e-admin-password",
    SESSION_SECRET: "e2e-session-secret",
    ALTCHA_HMAC_KEY: "e2e-altcha-key",
    // The specification's test challenge: the widget's proof of work stays real, only shorter.
    ALTCHA_TEST_CHALLENGE: "true",
    // Warnings and errors only: a line per request would bury the test report.
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  },
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
