import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Right after `npm ci` there is no generated Prisma client yet: make it before any test imports it,
// so `npx vitest run <file>` works on a fresh checkout as `npm test` does.
if (!existsSync(fileURLToPath(new URL("server/db/generated/client.ts", import.meta.url)))) {
  execFileSync(process.execPath, [fileURLToPath(new URL("scripts/prismaGenerate.mjs", import.meta.url))], { stdio: "inherit" });
}

const apiTests = ["tests/api/**/*.test.ts"];
// Tests that need a PostgreSQL server, e.g. several server processes on one database: PostgreSQL only.
const postgresOnlyTests = "tests/api/**/*.postgres.test.ts";

// API tests run on PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL is set.
const apiProjects = [
  { name: "api", kind: "pglite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "api-postgres", kind: "postgresql" }] : []),
].map(({ name, kind }) => ({
  extends: true as const,
  test: {
    name,
    include: apiTests,
    exclude: kind === "pglite" ? [...configDefaults.exclude, postgresOnlyTests] : configDefaults.exclude,
    environment: "node",
    globalSetup: ["tests/api/globalSetup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one worker per project keeps PGlite's memory and CPU predictable.
    maxWorkers: 1,
    // Every file starts its own app on its own database copy, so files can share the loaded
    // modules: importing the server and its schema once instead of per file saves a minute.
    isolate: false,
  },
}));

export default defineConfig({
  // One graphql module for everyone: vitest would otherwise load its ESM build for our code and
  // its CommonJS build for graphql-yoga, and graphql refuses types from "another realm".
  resolve: { alias: { graphql: fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url)) } },
  test: {
    // Only warnings and errors from the server's logger: a job or request line per test would bury
    // the report (tests that read the lines raise the level: tests/api/logCapture.ts).
    env: { LOG_LEVEL: "warn" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["common/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      ...apiProjects,
    ],
  },
});
