// On PostgreSQL the statements the server sends on the driver (a request's credential, the read
// plans' pages) are named statements, prepared once per connection (server/db/preparedStatements.ts).
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { namedStatementQuery, StatementNames } from "../../server/db/preparedStatements.ts";
import { unnamedStatements } from "../../server/operations/metrics.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await startTestApp();
  if (t.app.database.kind !== "postgresql") throw new Error("these tests need PostgreSQL");
});
afterAll(() => t.close());
// A pool per test (a pool's names are its own) of one connection: the statements that connection
// has prepared are the ones pg_prepared_statements lists.
beforeEach(() => {
  pool = new pg.Pool({ connectionString: (t.app.database as { url: string }).url, max: 1 });
});
afterEach(() => pool.end());

const unnamedCount = async () => (await unnamedStatements.get()).values[0]?.value ?? 0;
const prepared = async () => (await pool.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements ORDER BY name")).rows;

describe("named statements", () => {
  it("are prepared once per connection and answer each execution's own values", async () => {
    const query = namedStatementQuery(pool, new StatementNames());
    const text = "SELECT $1::int + 1 AS next";
    expect(await query<{ next: number }>(text, [1])).toEqual([{ next: 2 }]);
    expect(await query<{ next: number }>(text, [41])).toEqual([{ next: 42 }]);
    const statements = await prepared();
    expect(statements.filter((statement) => statement.statement === text)).toHaveLength(1);
  });

  it("are sent unnamed beyond the limit of names, counted in the metrics", async () => {
    const query = namedStatementQuery(pool, new StatementNames(1));
    const unnamedBefore = await unnamedCount();
    expect(await query<{ n: number }>("SELECT 1 AS n", [])).toEqual([{ n: 1 }]);
    expect(await unnamedCount()).toBe(unnamedBefore);
    expect(await query<{ n: number }>("SELECT 2 AS n", [])).toEqual([{ n: 2 }]);
    expect(await unnamedCount()).toBe(unnamedBefore + 1);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements.map((statement) => statement.statement)).toContain("SELECT 1 AS n");
    expect(statements.map((statement) => statement.statement)).not.toContain("SELECT 2 AS n");
  });

  it("answer the new columns after a migration changed a table they read, where PostgreSQL refuses the old statement", async () => {
    await pool.query('CREATE TABLE "PreparedStatementCheck" (id int)');
    await pool.query('INSERT INTO "PreparedStatementCheck" VALUES (1)');
    const names = new StatementNames();
    const query = namedStatementQuery(pool, names);
    const text = 'SELECT * FROM "PreparedStatementCheck"';
    expect(await query(text, [])).toEqual([{ id: 1 }]);
    const oldName = names.nameOf(text)!;
    await pool.query(`ALTER TABLE "PreparedStatementCheck" ADD COLUMN label text DEFAULT 'added'`);
    expect(await query(text, [])).toEqual([{ id: 1, label: "added" }]);
    // Prepared again under a new name: PostgreSQL refused the old one ("cached plan must not change result type").
    expect(names.nameOf(text)).not.toBe(oldName);
  });
});
