// A private PostgreSQL database for one bench run, as tests/api/harness.ts makes its copies: a
// fresh `studiofront_bench_<random>` database beside the tests' own (never touching their data),
// dropped at the end. PostgreSQL is TEST_DATABASE_URL, or the local server on 127.0.0.1:5432.
import { randomBytes } from "node:crypto";
import pg from "pg";

const LOCAL = "postgresql://postgres@127.0.0.1:5432/test";

export type BenchDatabase = { url: string; drop(): Promise<void> };

/** The server's URL when PostgreSQL answers there, else null (the bench then runs on PGlite only). */
export async function findPostgres(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || LOCAL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `studiofront_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
