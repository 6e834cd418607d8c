// Migrates and seeds one template database per run; every test file then starts from a copy
// (a PGlite data-directory dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/database.ts";
import { seedDatabase } from "../../server/db/seed/seed.ts";
import { installJobQueues } from "../../server/jobs/queues.ts";
import { fileStorageFromConfig } from "../../server/storage/fileStorageFromConfig.ts";
import { TEST_ADMIN, testConfig } from "./testConfig.ts";

export const TEMPLATE_DATABASE = "studiofront_test_template";

export default async function setup(project: TestProject) {
  // Project env reaches the test workers, not this process: read it from the project.
  const kind = project.config.env?.TEST_DB_KIND ?? process.env.TEST_DB_KIND;
  const work = join(process.cwd(), ".tmp", "api-tests", kind ?? "pglite");
  mkdirSync(work, { recursive: true });
  const config = testConfig(work);
  const storage = await fileStorageFromConfig(config);
  // The seed, and the job queue's schema and queues (installing them takes over a second).
  const prepare = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
    await seedDatabase(db.prisma, storage, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    await installJobQueues(db);
    await db.close();
  };

  if (kind === "postgresql") {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const db = await openDatabase({ kind: "postgresql", url: templateUrl.toString(), poolSize: 2 });
    await prepare(db);
  } else {
    const pglite = new PGlite();
    const db = await openDatabase({ kind: "pglite", pglite });
    await prepare(db);
    const dump = await pglite.dumpDataDir("none");
    writeFileSync(join(work, "template.tar"), Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
  }
  project.provide("testWorkDir", work);
}

declare module "vitest" {
  export interface ProvidedContext {
    testWorkDir: string;
  }
}
