// Starts the embedded database's thread (pgliteWorker.mjs) and answers its connection string.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { pgliteDirectory } from "./pgliteDirectory.mjs";
import type { EmbeddedDatabaseOptions } from "./pgliteWorker.mjs";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("database");

export type EmbeddedDatabase = { url: string; close(): Promise<void> };

/** Without its database the server can answer nothing: it stops, for its supervisor to start it again. */
const stopTheServer = (code: number) => {
  log.fatal({ exitCode: code }, `The embedded database's thread stopped (exit code ${code}); the server stops too.`);
  process.exit(1);
};

const WORKER_FILE = new URL("./pgliteWorker.mjs", import.meta.url);

/** Starts a worker and waits for its first message (an error or an early exit rejects). */
async function firstMessage<Message>(worker: Worker, what: string): Promise<Message> {
  return new Promise<Message>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      // Only these listeners: Node's own on the worker keep its message port referenced.
      worker.off("message", onReady).off("error", onError).off("exit", onExit);
      outcome();
    };
    const onReady = (message: Message) => settle(() => resolve(message));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`The embedded database's thread stopped (exit code ${code}) before ${what}`)));
    worker.on("message", onReady).on("error", onError).on("exit", onExit);
  });
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions, onLost: (exitCode: number) => void = stopTheServer): Promise<EmbeddedDatabase> {
  // Creating a database (PGlite's initdb) leaves several hundred MB of WebAssembly memory behind
  // that V8 takes most of a minute to give back: a new data folder is created by a worker of its
  // own, which ends, and the serving worker then opens the finished folder.
  if (options.dataDir && !existsSync(join(pgliteDirectory(options.dataDir), "PG_VERSION"))) {
    const creating = new Worker(WORKER_FILE, { workerData: { createEmbeddedDatabase: { dataDir: options.dataDir } } });
    const ended = new Promise((resolve) => creating.once("exit", resolve));
    await firstMessage(creating, "the database was created");
    await ended;
  }
  const worker = new Worker(WORKER_FILE, { workerData: { embeddedDatabase: options } });
  const { port } = await firstMessage<{ port: number }>(worker, "it was ready");
  let closing = false;
  worker.on("error", (error) => log.error({ err: error }, "The embedded database's thread failed"));
  worker.on("exit", (code) => {
    if (!closing) onLost(code);
  });
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      closing = true;
      const closed = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("close");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await worker.terminate();
    },
  };
}
