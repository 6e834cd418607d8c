// The server under test, run as a child process of the bench (so autocannon's load and the
// server's work use different cores): the app's real HTTP server as server/main.ts starts it
// (createApp + node:http), on PostgreSQL (BENCH_DATABASE_URL) or PGlite (BENCH_DATA_DIR), with the
// demo seed plus seedVolume (and BENCH_DASHBOARD_ORDERS orders of seedDashboardVolume). Prints one
// line `BENCH_READY {json}` once it listens, with the database's URL as pg reaches it: the raw-SQL
// handlers run in a process of their own on that URL (rawServer.ts, started by serverProcess.ts).
//
// It stops on SIGTERM, or when its stdin (a pipe from the bench) closes.
//
// Without BENCH_DATABASE_URL, PGlite as the app opens it: in a worker thread behind the wire
// protocol (server/db/pgliteWorker.mjs), the app and the raw handlers on it through pg. With
// BENCH_PGLITE_MODE=in-process, PGlite in the server's own thread (pglite-prisma-adapter, as the
// API tests open it): what the PGlite-in-a-worker figure of run.ts compares with. No other process
// reaches that PGlite, so such a server has no raw handlers.
//
// Two additions to the app: GET /__bench/statements answers how many SQL statements Prisma sent
// so far and the last 20 (openDatabase's onStatement hook); the bench reads it before and after
// a request. GET /__bench/announcements answers when the last 20 order changes were announced to
// live pages (events.orderChanged, wall-clock milliseconds): where the live followers' figure
// starts its clock.
//
// BENCH_SEEDED=1: the PostgreSQL database is another bench server's, already seeded (a second
// server on the same data with other settings, such as BENCH_PUBLIC_CACHE_SECONDS).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseOptions } from "../../server/db/database.ts";
import { pgliteDirectory } from "../../server/db/pgliteDirectory.mjs";
import { EMBEDDED_POSTGRESQL_CONF } from "../../server/db/pgliteWorker.mjs";
import { seedDatabase } from "../../server/db/seed/seed.ts";
import { seedDashboardVolume, seedVolume } from "./seedVolume.ts";
import { BENCH_ADMIN, BENCH_SESSION_SECRET } from "./serverProcess.ts";

async function main() {
  const env = process.env;
  const databaseUrl = env.BENCH_DATABASE_URL || undefined;
  const config = loadConfig({
    DATA_DIR: env.BENCH_DATA_DIR,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ALTCHA_HMAC_KEY: "bench-altcha",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    PORT: "0",
    CLIENT_DIR: env.CLIENT_DIR,
    PUBLIC_CACHE_SECONDS: env.BENCH_PUBLIC_CACHE_SECONDS || undefined,
  });
  const statements = { count: 0, recent: [] as string[] };
  const onStatement = (sql: string) => {
    statements.count += 1;
    statements.recent.push(sql);
    if (statements.recent.length > 20) statements.recent.shift();
  };
  let options: DatabaseOptions;
  if (databaseUrl) options = { kind: "postgresql", url: databaseUrl, onStatement };
  else if (env.BENCH_PGLITE_MODE === "in-process") options = { kind: "pglite", pglite: new PGlite(pgliteDirectory(config.dataDir), { postgresqlconf: EMBEDDED_POSTGRESQL_CONF }), onStatement };
  else options = { kind: "pglite-worker", dataDir: config.dataDir, onStatement };
  const database = await openDatabase(options);
  const app = await createApp(config, database);
  const { prisma, storage } = app.services;
  const seedStarted = performance.now();
  if (env.BENCH_SEEDED !== "1") {
    await seedDatabase(prisma, storage, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    await seedVolume(prisma, { users: Number(env.BENCH_USERS ?? 5000), orders: Number(env.BENCH_ORDERS ?? 2000) });
    if (Number(env.BENCH_DASHBOARD_ORDERS ?? 0) > 0) await seedDashboardVolume(prisma, Number(env.BENCH_DASHBOARD_ORDERS));
    // Statistics as a database in use has them (autovacuum would gather them within a minute):
    // without them the planner reads every payment's order before taking the newest 20.
    await prisma.$executeRawUnsafe("ANALYZE");
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const announcements: number[] = [];
  const { events } = app.services;
  const announce = events.orderChanged;
  events.orderChanged = (orderId) => {
    announcements.push(performance.timeOrigin + performance.now());
    if (announcements.length > 20) announcements.shift();
    announce(orderId);
  };

  const server = createServer((req, res) => {
    if (req.url === "/__bench/statements" || req.url === "/__bench/announcements") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify(req.url === "/__bench/statements" ? statements : announcements));
    }
    app.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    void app
      .close()
      .then(() => (database.kind === "pglite" ? database.pglite.close() : undefined))
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The bench holds our stdin open (serverProcess.ts): its end means the bench is gone.
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  const ready = {
    port: (server.address() as AddressInfo).port,
    databaseUrl: database.kind === "pglite" ? null : database.url,
    kind: database.kind === "postgresql" ? "postgresql" : "pglite",
    pgliteMode: database.kind === "pglite-worker" ? "worker" : database.kind === "pglite" ? "in-process" : undefined,
    seedSeconds,
  };
  console.log(`BENCH_READY ${JSON.stringify(ready)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
