// How pg-boss reaches the database: its `db` option, an object with executeSql(text, values).
//
// PostgreSQL, and the embedded database in its worker thread: a small pool of its own on the same
// connection string.
//
// PGlite in this thread (the tests): the one session Prisma uses. PGlite runs one transaction at a time: Prisma's interactive
// transactions run inside pglite.transaction(), which holds PGlite's transaction mutex from BEGIN
// to COMMIT or ROLLBACK, and pglite.query() and pglite.exec() wait for that mutex. So a statement
// of the queue sent while a Prisma transaction is open runs after it, never inside it, and is
// neither committed nor rolled back with it (tests/api/jobs.test.ts). pglite.runExclusive()
// would not do: it takes only the per-statement mutex, which a transaction releases between its
// statements, so the queue's statement would land inside the open transaction.
// pg-boss sends its schema and maintenance scripts as one parameterless text wrapped in its own
// BEGIN … COMMIT; a statement failing in such a text leaves the session in an aborted transaction,
// which on PGlite would be Prisma's session too. Those texts therefore run in pglite.transaction(),
// which rolls the session back when they fail.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type PgBoss from "pg-boss";
import { areaLogger, lineLog } from "../operations/logger.ts";
import { poolUseOf, type Database, type PoolUse } from "../db/database.ts";

export type SqlResult = { rows: unknown[]; rowCount: number };

export type JobDatabase = PgBoss.Db & {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Waits for the statements under way, then lets go of the connection (the pool's, on PostgreSQL). */
  close(): Promise<void>;
  /** Its pool's connections (absent on PGlite in this thread: no pool). */
  poolUse?(): PoolUse;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from any instance, until the
   * returned function is called (PostgreSQL only: the embedded database has one session and one
   * instance, whose jobs are woken in-process).
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
};

export class JobDatabaseClosedError extends Error {
  constructor() {
    super("The job queue's database connection is closed: the queue was stopped.");
    this.name = "JobDatabaseClosedError";
  }
}

function trackingStatements(run: (text: string, values?: unknown[]) => Promise<SqlResult>, release: () => Promise<void>): JobDatabase {
  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return Promise.reject(new JobDatabaseClosedError());
      const statement = run(text, values);
      underWay.add(statement);
      const settled = () => underWay.delete(statement);
      statement.then(settled, settled);
      return statement;
    },
    async close() {
      if (closed) return;
      // pg-boss completes (or fails) a worker's job without awaiting it, a few ticks after the
      // statement that fetched it: wait until a full turn of the event loop starts none.
      do {
        await Promise.allSettled(underWay);
        await new Promise((resolve) => setImmediate(resolve));
      } while (underWay.size > 0);
      closed = true;
      await release();
    },
  };
}

export function pgliteJobDatabase(pglite: PGlite): JobDatabase {
  return trackingStatements(
    async (text, values) => {
      if (!values || values.length === 0) {
        const results = await pglite.transaction((tx) => tx.exec(text));
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? last?.affectedRows ?? 0 };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
    async () => {},
  );
}

export function postgresJobDatabase(url: string, poolSize = 4, log: (line: string) => void = lineLog(areaLogger("jobs"), "error")): JobDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: "studiofront-jobs" });
  // An idle connection the server dropped: the pool replaces it; nothing waits on it.
  pool.on("error", (error) => log(`[jobs] database connection lost: ${error.message}`));
  const database = trackingStatements(
    async (text, values) => {
      if (values && values.length > 0) {
        const result = await pool.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      }
      // A script that fails inside its own BEGIN leaves its connection in an aborted transaction:
      // rolled back here, before the connection goes back to the pool (on the embedded database,
      // whose connections share one session, an open transaction would hold up every other one).
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        // A parameterless text of several statements answers one result per statement.
        const last = Array.isArray(result) ? result.at(-1)! : result;
        return { rows: last.rows, rowCount: last.rowCount ?? 0 };
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    () => pool.end(),
  );
  return { ...database, poolUse: () => poolUseOf(pool), listen: (channel, onNotice) => listenOn(url, channel, onNotice, log) };
}

const RELISTEN_MS = 5_000;

/** A connection of its own that LISTENs on `channel`; when the server drops it, another is opened after RELISTEN_MS (polling covers the gap). */
async function listenOn(url: string, channel: string, onNotice: (payload: string) => void, log: (line: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const connection = new pg.Client({ connectionString: url, application_name: "studiofront-jobs-listen" });
    connection.on("notification", (notice) => onNotice(notice.payload ?? ""));
    connection.on("error", (error) => {
      log(`[jobs] the job notices' connection was lost: ${error.message}`);
      void connection.end().catch(() => {});
      if (!stopped && client === connection) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_MS);
    });
    client = connection;
    await connection.connect();
    await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** The job queue's connection to the application's database. */
export function jobDatabaseFor(database: Database): JobDatabase {
  return database.kind === "pglite" ? pgliteJobDatabase(database.pglite) : postgresJobDatabase(database.url);
}
