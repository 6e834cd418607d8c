// A process that serves HTTP: ROLE=all (and runs the jobs too) or ROLE=web (only sends them).
import { createServer } from "node:http";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { areaLogger } from "./operations/logger.ts";
import { startMetricsListener } from "./operations/metricsListener.ts";

const log = areaLogger("web");

/** How long live subscriptions (server-sent events, which never end by themselves) may stay once stopping began. */
const LIVE_CONNECTIONS_GRACE_MS = 3_000;

/** Starts serving; answers the function that drains and stops it (SIGTERM). */
export async function startWeb(config: Config): Promise<() => Promise<void>> {
  const app = await createApp(config);
  const { prisma, storage } = app.services;
  if (process.env.SEED !== "false") {
    await seedDatabase(prisma, storage, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  }
  const server = createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const metricsListener = await startMetricsListener(app);
  const where = app.database.kind === "postgresql" ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}/pglite`;
  const jobs = config.role === "all" ? `, running background jobs (${config.renderConcurrency} renders at once)` : ", sending background jobs to the workers";
  log.info(`Studiofront is running at ${config.publicUrl} on ${where}${jobs}.`);
  // The generated demo password, on a developer's machine only: production requires ADMIN_PASSWORD.
  if (!process.env.ADMIN_PASSWORD && !config.production) {
    log.info(`Sign in as the demo administrator: ${config.adminEmail} / ${config.adminPassword} (kept in ${config.dataDir}/secrets.json)`);
  }

  return async () => {
    // The load balancer hears "draining" from /readyz; no new connection is accepted; requests
    // under way finish. Live subscriptions are cut after a moment: browsers reconnect elsewhere.
    // Running jobs (ROLE=all) get what is left of the same grace time: requests may still queue jobs until they end.
    const deadline = Date.now() + config.shutdownGraceMs;
    app.drain();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), LIVE_CONNECTIONS_GRACE_MS);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs))]);
    clearTimeout(cut);
    server.closeAllConnections();
    await metricsListener?.close();
    await app.close({ graceMs: Math.max(1000, deadline - Date.now()) });
  };
}
