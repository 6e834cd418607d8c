// PGlite in a worker thread, served over the PostgreSQL wire protocol on 127.0.0.1 with
// @electric-sql/pglite-socket, so the app reaches it through pg + @prisma/adapter-pg exactly as it
// reaches PostgreSQL, and the WebAssembly work (PGlite runs each statement synchronously) leaves
// the thread that serves HTTP. The alternative the performance issue asked to measure
// (BENCH_PGLITE_MODE=worker in benchServer.ts); the app itself still opens PGlite in-process.
//
// pglite-socket's PGLiteSocketServer accepts several connections and runs their wire messages one
// at a time on the one PGlite session, but it keeps a connection's turn only while PostgreSQL is in
// a transaction block (PGlite.isInTransaction()). A pg query on the extended protocol is five
// messages (Parse, Bind, Describe, Execute, Sync) outside any block, so another connection's
// messages land between them and take over the unnamed statement and portal: `portal "" does not
// exist`, or a Bind on someone else's statement (tests/bench/pgliteWireCheck.ts shows it with a
// pg pool of 10). sessionFacade() below closes that gap: it tells the server "in a transaction"
// also while a connection is inside an extended-protocol cycle (from its first message to its
// Sync), so a connection keeps its turn until the cycle ends and no transaction is open. The
// connections are still served one at a time, as a transaction-mode pooler would.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/** The same setting server/db/database.ts gives the embedded database (EMBEDDED_POSTGRESQL_CONF). */
const EMBEDDED_POSTGRESQL_CONF = "shared_buffers = 32MB";

/** Wire message types that start or continue an extended-protocol cycle, which only Sync ends. */
const EXTENDED = new Set(["P", "B", "D", "E", "C", "H", "d", "c", "f"].map((c) => c.charCodeAt(0)));

/**
 * What PGLiteSocketServer uses of PGlite, with isInTransaction() also true inside an
 * extended-protocol cycle (see the top of this file). `raw: true` gives the PGlite untouched, to
 * show what the server does without it.
 */
export function sessionFacade(db: PGlite): PGlite {
  let inCycle = false;
  const facade = {
    get waitReady() {
      return db.waitReady;
    },
    isInTransaction: () => inCycle || db.isInTransaction(),
    runExclusive: <T>(fn: () => Promise<T>) => db.runExclusive(fn),
    execProtocolRawStream: async (message: Uint8Array, options: Parameters<PGlite["execProtocolRawStream"]>[1]) => {
      // A startup message has no type byte; its first byte is the high byte of its length (0).
      inCycle = EXTENDED.has(message[0]);
      return db.execProtocolRawStream(message, options);
    },
    exec: async (sql: string) => {
      // The server's ROLLBACK for a connection that went away mid-transaction (or mid-cycle).
      inCycle = false;
      return db.exec(sql);
    },
  };
  return facade as unknown as PGlite;
}

export type WireOptions = { dataDir?: string; raw?: boolean; maxConnections?: number };
type Ready = { port: number };

export type PgliteWorker = { url: string; close(): Promise<void> };

/** Starts the worker; answers the connection string of its wire server. */
export async function startPgliteWorker(options: WireOptions): Promise<PgliteWorker> {
  // The worker runs this file, TypeScript: it registers tsx's loader in the worker first (an
  // `--import tsx` in the worker's execArgv does not reach its entry module on Node 20).
  const bootstrap = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: options });
  const ready = await new Promise<Ready>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The PGlite worker exited (${code}) before it listened`)));
  });
  worker.removeAllListeners("exit");
  worker.removeAllListeners("error");
  worker.on("error", (error) => console.error("[pglite worker]", error));
  return {
    url: `postgresql://postgres@127.0.0.1:${ready.port}/postgres`,
    close: async () => {
      const closed = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("close");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await worker.terminate();
    },
  };
}

async function serve(options: WireOptions) {
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const db = new PGlite(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  await db.waitReady;
  const server = new PGLiteSocketServer({ db: options.raw ? db : sessionFacade(db), host: "127.0.0.1", port: 0, maxConnections: options.maxConnections ?? 64 });
  await server.start();
  const port = Number(server.getServerConn().split(":").at(-1));
  parentPort!.on("message", (message) => {
    if (message !== "close") return;
    void (async () => {
      await server.stop();
      await db.close().catch(() => {});
      parentPort!.postMessage("closed");
    })();
  });
  parentPort!.postMessage({ port } satisfies Ready);
}

if (!isMainThread && parentPort && (workerData as WireOptions | undefined)) {
  await serve(workerData as WireOptions);
}
