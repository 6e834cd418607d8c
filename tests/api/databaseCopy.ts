// A private copy of the seeded template database (globalSetup.ts), for one test file or one
// server process: a PGlite data directory loaded from the template's dump, or on PostgreSQL
// (TEST_DB_KIND=postgresql) a database created from the template.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { TEMPLATE_DATABASE } from "./globalSetup.ts";

/** A private copy of the template database in `work` (globalSetup.ts's folder), dropped by `drop()`. */
export async function openDatabaseCopy(work: string, onStatement: (sql: string) => void = () => {}): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB_KIND === "postgresql") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `studiofront_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgresql", url: copyUrl.toString(), poolSize: 4, onStatement });
    return {
      database,
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // The closed pool's connections are still saying goodbye; cutting them off (FORCE) would
        // surface as an error event on a client nobody listens to any more.
        for (let wait = 0; wait < 40; wait++) {
          const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(join(work, "template.tar"))]) });
  const database = await openDatabase({ kind: "pglite", pglite, onStatement });
  return { database, drop: () => pglite.close() };
}

