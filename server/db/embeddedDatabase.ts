// Starts the embedded database's thread (pgliteWorker.mjs) and answers its connection string.
import { Worker } from "node:worker_threads";
import type { EmbeddedDatabaseOptions } from "./pgliteWorker.mjs";

export type EmbeddedDatabase = { url: string; close(): Promise<void> };

/** Without its database the server can answer nothing: it stops, for its supervisor to start it again. */
const stopTheServer = (code: number) => {
  console.error(`The embedded database's thread stopped (exit code ${code}); the server stops too.`);
  process.exit(1);
};

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions, onLost: (exitCode: number) => void = stopTheServer): Promise<EmbeddedDatabase> {
  const worker = new Worker(new URL("./pgliteWorker.mjs", import.meta.url), { workerData: { embeddedDatabase: options } });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      // Only these listeners: Node's own on the worker keep its message port referenced.
      worker.off("message", onReady).off("error", onError).off("exit", onExit);
      outcome();
    };
    const onReady = (ready: { port: number }) => settle(() => resolve(ready));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`The embedded database's thread stopped (exit code ${code}) before it was ready`)));
    worker.on("message", onReady).on("error", onError).on("exit", onExit);
  });
  let closing = false;
  worker.on("error", (error) => console.error("[embedded database]", error));
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
