// A process that runs the background jobs (ROLE=worker): renders, e-mail, webhooks, schedules. On
// its PORT it answers an operator's routes only (/healthz, /readyz); it never serves the shop.
import { createServer } from "node:http";
import type { Config } from "./config.ts";
import { operationalRoutes } from "./operations/operationalRoutes.ts";
import { startServices } from "./services.ts";

/** Starts working; answers the function that drains and stops it (SIGTERM). */
export async function startWorker(config: Config): Promise<() => Promise<void>> {
  const running = await startServices(config);
  const operations = operationalRoutes(running);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://local");
    operations.serve(pathname, req, res).then(
      (served) => {
        if (served) return;
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "Not found: a worker answers /healthz and /readyz only." }));
      },
      (error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "Internal server error" }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  console.log(`Studiofront worker is running: ${config.renderConcurrency} renders at once; /healthz and /readyz on port ${config.port}.`);

  return async () => {
    operations.drain();
    // Running jobs get the grace time to finish, then hand their work back to the queue.
    await running.close({ graceMs: config.shutdownGraceMs });
    server.close();
    server.closeAllConnections();
  };
}
