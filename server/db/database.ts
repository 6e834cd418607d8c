// Opens the database: embedded PostgreSQL (PGlite) under DATA_DIR by default, or a PostgreSQL
// server when DATABASE_URL is set. Both get the same migrations. The embedded database runs in a
// worker thread behind the wire protocol (pgliteWorker.mjs), so the server reaches it exactly as it
// reaches a PostgreSQL server; the tests open PGlite in their own thread instead (one per test
// file, fast to copy), where Prisma and the job queue share its one session.
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { startEmbeddedDatabase } from "./embeddedDatabase.ts";
import { PrismaClient } from "./generated/client.ts";
import { applyMigrations, type SqlRunner } from "./migrate.ts";
import { mayNameStatements, namedStatementQuery, StatementNames } from "./preparedStatements.ts";
import { observeStatements, type StatementListener } from "./statementObserver.ts";

/** A connection pool's connections: open ones, idle ones, and callers waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

export const poolUseOf = (pool: pg.Pool): PoolUse => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

export type Database = {
  prisma: PrismaClient;
  close(): Promise<void>;
  /** Prisma's connection pool (absent on PGlite in this thread: one session, no pool). */
  poolUse?(): PoolUse;
} & (
  | {
      /** PGlite in this thread: the one session Prisma and the job queue share (server/jobs/jobDatabase.ts). */
      kind: "pglite";
      pglite: PGlite;
    }
  | { kind: "pglite-worker"; url: string }
  | { kind: "postgresql"; url: string }
);

export type DatabaseOptions = (
  | { kind: "pglite"; pglite: PGlite }
  | { kind: "pglite-worker"; dataDir?: string }
  | { kind: "postgresql"; url: string; poolSize?: number }
) & {
  /** Told the text of every statement Prisma sends (the tests count a request's statements). */
  onStatement?: StatementListener;
};

const observing = <F extends Parameters<typeof observeStatements>[0]>(factory: F, onStatement?: StatementListener) =>
  onStatement ? observeStatements(factory, onStatement) : factory;

/**
 * Prisma's other error formats capture a stack trace at every query's call (an Error object each),
 * only to print the calling line in the message of a query that fails: a few percent of a list
 * page's CPU. A failed query's error keeps its code, its message and its own stack.
 */
const PRISMA_ERROR_FORMAT = "minimal";

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

/**
 * One statement with parameters, answered as rows, on the driver itself. `named`: statements are
 * prepared once per connection (PostgreSQL: preparedStatements.ts), so a text should keep its
 * values out of it to be prepared once for all of them.
 */
export type DirectQuery = { query<Row>(sql: string, params: unknown[]): Promise<Row[]>; named: boolean };

const directQueries = new WeakMap<PrismaClient, DirectQuery>();

/**
 * The pool under `prisma`, for the one statement every signed-in request runs before anything
 * else (its session or API token with the user, accounts/credentials.ts): through Prisma the
 * statement costs the web process about three times its cost on the driver. Absent on PGlite in
 * this thread, whose one session Prisma's transactions hold (use Prisma there).
 */
export const directQueryOf = (prisma: PrismaClient): DirectQuery | undefined => directQueries.get(prisma);

/** `named`: statements on the driver are named statements (PostgreSQL; PGlite's connections share one session). */
async function openPool(url: string, poolSize: number, named: boolean, onStatement?: StatementListener) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const client = await pool.connect();
  try {
    await applyMigrations(poolRunner(client));
  } finally {
    client.release();
  }
  const prisma = new PrismaClient({ adapter: observing(new PrismaPg(pool), onStatement), errorFormat: PRISMA_ERROR_FORMAT });
  const query = named ? namedStatementQuery(pool, new StatementNames()) : async <Row>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as Row[];
  directQueries.set(prisma, {
    named,
    query: <Row>(sql: string, params: unknown[]) => {
      onStatement?.(sql);
      return query<Row>(sql, params);
    },
  });
  const close = async () => {
    await prisma.$disconnect();
    await pool.end();
  };
  return { prisma, close, poolUse: () => poolUseOf(pool) };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgresql") {
    const { prisma, close, poolUse } = await openPool(options.url, options.poolSize ?? 10, mayNameStatements(options.url), options.onStatement);
    return { prisma, close, poolUse, kind: "postgresql", url: options.url };
  }
  if (options.kind === "pglite-worker") {
    const embedded = await startEmbeddedDatabase({ dataDir: options.dataDir });
    try {
      const { prisma, close, poolUse } = await openPool(embedded.url, 10, false, options.onStatement);
      return {
        prisma,
        poolUse,
        kind: "pglite-worker",
        url: embedded.url,
        close: async () => {
          await close();
          await embedded.close();
        },
      };
    } catch (error) {
      await embedded.close();
      throw error;
    }
  }
  const { pglite } = options;
  // PGlite's adapter loads PGlite itself into this thread: only for PGlite in this thread (the tests).
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  await applyMigrations(pgliteRunner(pglite));
  const prisma = new PrismaClient({ adapter: observing(new PrismaPGlite(pglite), options.onStatement), errorFormat: PRISMA_ERROR_FORMAT });
  return { prisma, kind: "pglite", pglite, close: () => prisma.$disconnect() };
}
