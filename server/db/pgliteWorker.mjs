// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly, which runs each
// statement synchronously) opened in a worker thread and served over the PostgreSQL wire protocol
// on 127.0.0.1 by @electric-sql/pglite-socket. The server reaches it through pg and
// @prisma/adapter-pg as it reaches a PostgreSQL server, and the thread that serves HTTP stays free
// while a statement runs. Plain JavaScript, so that Node starts it as it is, from the sources or
// from the server's bundle (server/db/database.ts starts it).
//
// PGLiteSocketServer accepts several connections and runs their wire messages one at a time on the
// one PGlite session, but it keeps a connection's turn only while PostgreSQL is in a transaction
// block (PGlite.isInTransaction()). A pg query on the extended protocol is several messages (Parse,
// Bind, Describe, Execute, Sync) outside any block, so another connection's messages would land
// between them and take over the unnamed statement and portal (`portal "" does not exist`).
// sessionFacade() closes that gap: it tells the server "in a transaction" also while a connection
// is inside an extended-protocol cycle (from its first message to its Sync), so a connection keeps
// its turn until the cycle ends and no transaction is open. Connections are served one at a time,
// as a transaction-mode pooler would serve them.
import { mkdirSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { pgliteDirectory } from "./pgliteDirectory.mjs";

/**
 * The embedded database's buffers live in the server's own memory (WebAssembly, touched as soon
 * as PGlite starts), so PostgreSQL's default of 128 MB would be held by every instance however
 * small its data. Its files are still cached by the operating system, and a page read from that
 * cache costs microseconds: 16 MB (2,048 pages) showed no loss of throughput on the benchmark's
 * 5,000 users and 2,000 orders against 32 MB, and an idle server about 35 MB lower.
 */
export const EMBEDDED_POSTGRESQL_CONF = "shared_buffers = 16MB";

/** Wire message types that start or continue an extended-protocol cycle, which only Sync ends. */
const EXTENDED = new Set(["P", "B", "D", "E", "C", "H", "d", "c", "f"].map((c) => c.charCodeAt(0)));

/** What PGLiteSocketServer uses of PGlite, with isInTransaction() also true inside an extended-protocol cycle. */
export function sessionFacade(db) {
  let inCycle = false;
  return {
    get waitReady() {
      return db.waitReady;
    },
    isInTransaction: () => inCycle || db.isInTransaction(),
    runExclusive: (fn) => db.runExclusive(fn),
    execProtocolRawStream: async (message, options) => {
      // A startup message has no type byte; its first byte is the high byte of its length (0).
      inCycle = EXTENDED.has(message[0]);
      return db.execProtocolRawStream(message, options);
    },
    exec: async (sql) => {
      // The server's ROLLBACK for a connection that went away mid-transaction (or mid-cycle).
      inCycle = false;
      return db.exec(sql);
    },
  };
}

function openPglite(dataDir) {
  let dir;
  if (dataDir) {
    dir = pgliteDirectory(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  return new PGlite(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
}

/** Opens PGlite in `dataDir`/pglite (in memory without one) and listens; answers the server and the port. */
export async function serveEmbeddedDatabase({ dataDir, raw = false, maxConnections = 64 }) {
  const db = openPglite(dataDir);
  await db.waitReady;
  const server = new PGLiteSocketServer({ db: raw ? db : sessionFacade(db), host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(":").at(-1));
  return {
    port,
    close: async () => {
      await server.stop();
      await db.close().catch(() => {});
    },
  };
}

if (!isMainThread && parentPort && workerData?.createEmbeddedDatabase) {
  const db = openPglite(workerData.createEmbeddedDatabase.dataDir);
  await db.waitReady;
  await db.close();
  parentPort.postMessage({ created: true });
} else if (!isMainThread && parentPort && workerData?.embeddedDatabase) {
  const served = await serveEmbeddedDatabase(workerData.embeddedDatabase);
  parentPort.on("message", (message) => {
    if (message !== "close") return;
    void served.close().then(() => parentPort.postMessage("closed"));
  });
  parentPort.postMessage({ port: served.port });
}
