// The statements the server sends on every request of a kind (a session's lookup, an admin table's
// page, a reseller's orders, the catalogue) are the same few texts with other values. On PostgreSQL
// they are sent as named statements: each connection parses and plans a text once and later only
// binds its values, which costs PostgreSQL about a third of parsing and planning it every time.
// On PGlite they stay unnamed: its connections share one session, where one connection's name
// would be another's "already exists"; so do they behind PgBouncer's transaction pooling before
// 1.21, which a DATABASE_URL says as Prisma reads it: `?pgbouncer=true`.
import type pg from "pg";
import { areaLogger } from "../operations/logger.ts";
import { unnamedStatements } from "../operations/metrics.ts";

const log = areaLogger("database");

/**
 * Distinct statement texts given a name in this process; later texts are sent unnamed. A name lives
 * on every connection that used it, so this bounds each connection's prepared statements (and the
 * server's memory for them) whatever documents API clients send.
 */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * PostgreSQL's answer when a table a named statement reads changed the statement's columns since it
 * was prepared ("cached plan must not change result type"): a migration ran by another instance.
 */
const RESULT_TYPE_CHANGED = "0A000";

/** Names of statement texts: one name per text, never one name for two texts, at most `limit` names. */
export class StatementNames {
  readonly #names = new Map<string, string>();
  #given = 0;
  constructor(readonly limit = MAX_PREPARED_STATEMENTS) {}

  /** The text's name; undefined once `limit` names have been given (the text is sent unnamed). */
  nameOf(sql: string): string | undefined {
    const known = this.#names.get(sql);
    if (known !== undefined || this.#given >= this.limit) return known;
    const name = `sf${++this.#given}`;
    this.#names.set(sql, name);
    return name;
  }

  /** Stops using the text's name (connections that prepared it keep it unused): the text's next name is a new one. */
  forget(sql: string) {
    this.#names.delete(sql);
  }
}

/** Whether statements on the PostgreSQL server at `url` may be named: not when it says `pgbouncer=true`. */
export const mayNameStatements = (url: string) => !/[?&]pgbouncer=true(&|$)/i.test(url);

type Queryable = Pick<pg.Pool, "query">;

/**
 * Runs a statement on `pool` as a named statement when `names` gives it a name. When a migration
 * has changed the columns a named statement answers, it is prepared again under a new name, once.
 */
export function namedStatementQuery(pool: Queryable, names: StatementNames) {
  const run = async <Row>(sql: string, params: unknown[], name: string | undefined) => (await pool.query({ name, text: sql, values: params })).rows as Row[];
  let toldOfLimit = false;
  return async <Row>(sql: string, params: unknown[]): Promise<Row[]> => {
    const name = names.nameOf(sql);
    if (name === undefined) {
      unnamedStatements.inc();
      if (!toldOfLimit) {
        toldOfLimit = true;
        log.warn({ limit: names.limit }, `${names.limit} statement texts are prepared; others are sent unnamed (studiofront_db_unnamed_statements_total counts them) until the process restarts`);
      }
    }
    try {
      return await run<Row>(sql, params, name);
    } catch (error) {
      if (name === undefined || (error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      names.forget(sql);
      return run<Row>(sql, params, names.nameOf(sql));
    }
  };
}
