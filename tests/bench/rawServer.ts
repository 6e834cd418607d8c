// The raw-SQL handlers of rawHandlers.ts in a process of their own, beside a bench server
// (serverProcess.ts starts both): the baseline must not share the app's event loop, heap or
// garbage collector, or the app's idle timers and the baseline's requests would slow each other.
// RAW_DATABASE_URL is the bench server's database as pg reaches it: the PostgreSQL database, or
// the embedded database's wire-protocol port (PGlite in the bench server's worker thread).
// Prints one line `RAW_READY {json}` once it listens.
//
// It stops on SIGTERM, or when its stdin (a pipe from the bench) closes.
import type { AddressInfo } from "node:net";
import pg from "pg";
import { startRawServer } from "./rawHandlers.ts";
import { BENCH_SESSION_SECRET } from "./serverProcess.ts";

async function main() {
  const url = process.env.RAW_DATABASE_URL;
  if (!url) throw new Error("RAW_DATABASE_URL is not set");
  // The app's pool size (server/db/database.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = await startRawServer(async (sql, params) => (await pool.query(sql, params)).rows, BENCH_SESSION_SECRET);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    void pool.end().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  console.log(`RAW_READY ${JSON.stringify({ port: (server.address() as AddressInfo).port })}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
