// Opens the database: PGlite (embedded PostgreSQL) under DATA_DIR by default, or a real
// PostgreSQL server when DATABASE_URL is set. Both get the same migrations.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client.ts";
import { applyMigrations, type SqlRunner } from "./migrate.ts";
import { observeStatements, type StatementListener } from "./statementObserver.ts";

/**
 * The embedded database's buffers live in the server's own memory (WebAssembly), so PostgreSQL's
 * default of 128 MB would be held by every instance however small its data; its files are still
 * cached by the operating system. 32 MB keeps an idle server well under 300 MB.
 */
const EMBEDDED_POSTGRESQL_CONF = "shared_buffers = 32MB";

export type Database = {
  prisma: PrismaClient;
  close(): Promise<void>;
} & (
  | {
      kind: "pglite";
      /** The one session Prisma and the job queue share (server/jobs/jobDatabase.ts). */
      pglite: PGlite;
    }
  | { kind: "postgresql"; url: string }
);

export type DatabaseOptions = (
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite }
  | { kind: "postgresql"; url: string; poolSize?: number }
) & {
  /** Told the text of every statement Prisma sends (the tests count a request's statements). */
  onStatement?: StatementListener;
};

const observing = <F extends Parameters<typeof observeStatements>[0]>(factory: F, onStatement?: StatementListener) =>
  onStatement ? observeStatements(factory, onStatement) : factory;

export function pgliteRunner(pglite: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
  };
}

export function poolRunner(client: pg.ClientBase): SqlRunner {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params)).rows as Row[],
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgresql") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const client = await pool.connect();
    try {
      await applyMigrations(poolRunner(client));
    } finally {
      client.release();
    }
    const prisma = new PrismaClient({ adapter: observing(new PrismaPg(pool), options.onStatement) });
    return {
      prisma,
      kind: "postgresql",
      url: options.url,
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  let pglite = options.pglite;
  if (!pglite) {
    const dir = options.dataDir ? join(options.dataDir, "pglite") : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  }
  await applyMigrations(pgliteRunner(pglite));
  const prisma = new PrismaClient({ adapter: observing(new PrismaPGlite(pglite), options.onStatement) });
  const instance = pglite;
  return {
    prisma,
    kind: "pglite",
    pglite: instance,
    close: async () => {
      await prisma.$disconnect();
      if (!options.pglite) await instance.close();
    },
  };
}
