// The embedded database's thread (pgliteWorker.mjs) as the server uses it: many pg connections at
// once on its one PGlite session. Without sessionFacade, the second case below stalls (another
// connection's messages land inside a connection's extended-protocol cycle).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresJobDatabase } from "../jobs/jobDatabase.ts";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embeddedDatabase.ts";

describe("the embedded database's thread, reached through a pg pool of 10", () => {
  let embedded: EmbeddedDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    embedded = await startEmbeddedDatabase({});
    pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
    await pool.query("CREATE TABLE wire_check (id int PRIMARY KEY, v text)");
  });
  afterAll(async () => {
    await pool?.end();
    await embedded?.close();
  });

  it("answers 1,000 concurrent parameterized queries each with its own values", async () => {
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => pool.query("SELECT $1::int AS n, $2::text AS s", [i, `x${i}`])));
    expect(answers.map(({ rows }) => `${rows[0].n}:${rows[0].s}`)).toEqual(Array.from({ length: 1000 }, (_, i) => `${i}:x${i}`));
  });

  it("keeps each transaction to its own connection while other connections query", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        if (i % 2 === 1) return (await pool.query("SELECT $1::int AS n", [i])).rows[0].n === i;
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query("INSERT INTO wire_check VALUES ($1, $2)", [i, "a"]);
          await client.query("UPDATE wire_check SET v = $2 WHERE id = $1", [i, "b"]);
          await client.query(i % 4 === 0 ? "ROLLBACK" : "COMMIT");
          return true;
        } finally {
          client.release();
        }
      }),
    );
    expect(outcomes.every(Boolean)).toBe(true);
    const { rows } = await pool.query("SELECT count(*)::int AS c FROM wire_check WHERE v = 'b'");
    expect(rows[0].c).toBe(50);
  });

  it("fails only the failing statements when they run beside others", async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => pool.query(i % 5 === 0 ? "SELECT 1 / ($1::int - $1::int) AS n" : "SELECT $1::int AS n", [i])));
    const failures = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as Error).message] : []));
    expect(failures).toEqual(Array(40).fill("division by zero"));
    const answered = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.rows[0].n] : []));
    expect(answered).toEqual(Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 5 !== 0));
  });

  it("lets other connections go on after a job-queue script fails inside its own transaction", async () => {
    const jobs = postgresJobDatabase(embedded.url, 2, () => {});
    try {
      await expect(jobs.executeSql("BEGIN; INSERT INTO wire_check VALUES (9001, 'script'); SELECT 1 / 0; COMMIT;")).rejects.toThrow("division by zero");
      const { rows } = await pool.query("SELECT count(*)::int AS c FROM wire_check WHERE id = 9001");
      expect(rows[0].c).toBe(0);
      expect((await jobs.executeSql("SELECT $1::int AS n", [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await jobs.close();
    }
  });
});

describe("the embedded database's data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-embedded-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps what was committed when the thread is stopped and started again", async () => {
    const first = await startEmbeddedDatabase({ dataDir });
    const writer = new pg.Client({ connectionString: first.url });
    await writer.connect();
    await writer.query("CREATE TABLE kept (note text)");
    await writer.query("INSERT INTO kept VALUES ($1)", ["after a restart"]);
    await writer.end();
    await first.close();

    const second = await startEmbeddedDatabase({ dataDir });
    const reader = new pg.Client({ connectionString: second.url });
    await reader.connect();
    try {
      expect((await reader.query("SELECT note FROM kept")).rows).toEqual([{ note: "after a restart" }]);
    } finally {
      await reader.end();
      await second.close();
    }
  });
});
