// Does the PGlite worker's wire server (pgliteWorker.ts) answer several pg connections at once
// correctly? Runs concurrent parameterized queries, transactions beside them and failing
// statements beside them through a pg pool, once on PGLiteSocketServer as it comes (`raw`) and
// once with pgliteWorker.ts's sessionFacade, and prints what went wrong in each.
//
//   npx tsx tests/bench/pgliteWireCheck.ts [--pool=10]
import pg from "pg";
import { startPgliteWorker } from "./pgliteWorker.ts";

export type WireCheck = { phase: string; wrong: number; errors: number; expectedErrors: number; messages: string[] };

async function phases(url: string, poolSize: number, results: WireCheck[]): Promise<WireCheck[]> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An error on an idle pooled connection (the server answered another connection's message on it)
  // must not end the process: it is what this check looks for.
  const stray: string[] = [];
  pool.on("error", (error) => stray.push(error.message));
  const run = async (phase: string, count: number, one: (i: number) => Promise<"ok" | "wrong" | "expected-error">) => {
    let wrong = 0;
    let errors = 0;
    let expectedErrors = 0;
    const messages = new Map<string, number>();
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        try {
          const outcome = await one(i);
          if (outcome === "wrong") wrong++;
        } catch (error) {
          const message = (error as Error).message;
          if (message === "division by zero") expectedErrors++;
          else {
            errors++;
            messages.set(message, (messages.get(message) ?? 0) + 1);
          }
        }
      }),
    );
    for (const message of stray.splice(0)) messages.set(`(idle connection) ${message}`, (messages.get(`(idle connection) ${message}`) ?? 0) + 1);
    results.push({ phase, wrong, errors, expectedErrors, messages: [...messages].map(([message, n]) => `${n}× ${message}`) });
  };
  try {
    await pool.query("CREATE TABLE IF NOT EXISTS wire_check (id int PRIMARY KEY, v text)");
    await run("2000 concurrent parameterized SELECTs", 2000, async (i) => {
      const { rows } = await pool.query("SELECT $1::int AS n, $2::text AS s", [i, `x${i}`]);
      return rows[0]?.n === i && rows[0]?.s === `x${i}` ? "ok" : "wrong";
    });
    await run("100 transactions beside 100 SELECTs", 200, async (i) => {
      if (i % 2 === 1) {
        const { rows } = await pool.query("SELECT $1::int AS n", [i]);
        return rows[0]?.n === i ? "ok" : "wrong";
      }
      const client = await pool.connect();
      const onError = (error: Error) => stray.push(error.message);
      client.on("error", onError);
      try {
        await client.query("BEGIN");
        await client.query("INSERT INTO wire_check VALUES ($1, $2)", [i, "a"]);
        await client.query("UPDATE wire_check SET v = $2 WHERE id = $1", [i, "b"]);
        await client.query(i % 4 === 0 ? "ROLLBACK" : "COMMIT");
      } finally {
        client.off("error", onError);
        client.release();
      }
      return "ok";
    });
    const { rows } = await pool.query("SELECT count(*)::int AS c FROM wire_check WHERE v = 'b'");
    if (rows[0].c !== 50) results.at(-1)!.messages.push(`${rows[0].c} committed rows instead of 50`);
    await run("80 failing statements beside 320 SELECTs", 400, async (i) => {
      if (i % 5 === 0) {
        await pool.query("SELECT 1 / ($1::int - $1::int)", [i]);
        return "wrong";
      }
      const { rows: answer } = await pool.query("SELECT $1::int AS n", [i]);
      return answer[0]?.n === i ? "ok" : "wrong";
    });
  } catch (error) {
    results.push({ phase: "(stopped)", wrong: 0, errors: 1, expectedErrors: 0, messages: [(error as Error).message] });
  } finally {
    await pool.end().catch(() => {});
  }
  return results;
}

/** Runs the phases against a fresh in-memory PGlite worker. */
export async function checkWire(options: { raw: boolean; poolSize: number }): Promise<WireCheck[]> {
  const worker = await startPgliteWorker({ raw: options.raw });
  const results: WireCheck[] = [];
  try {
    return await Promise.race([
      phases(worker.url, options.poolSize, results),
      new Promise<WireCheck[]>((resolve) =>
        setTimeout(() => resolve([...results, { phase: "(the next phase timed out after 30 s)", wrong: 0, errors: 1, expectedErrors: 0, messages: ["no answer: the server stalled"] }]), 30_000),
      ),
    ]);
  } finally {
    await worker.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const poolSize = Number(process.argv.find((arg) => arg.startsWith("--pool="))?.split("=")[1] ?? 10);
  for (const raw of [true, false]) {
    console.log(`\n${raw ? "PGLiteSocketServer as it comes" : "PGLiteSocketServer with sessionFacade"}, pg pool of ${poolSize}:`);
    for (const result of await checkWire({ raw, poolSize })) console.log(`  ${result.phase}: ${result.wrong} wrong answers, ${result.errors} unexpected errors, ${result.expectedErrors} expected errors${result.messages.length ? `\n    ${result.messages.slice(0, 4).join("\n    ")}` : ""}`);
  }
  process.exit(0);
}
