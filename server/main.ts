// Starts Studiofront: database (migrated on start), background jobs, demo data, HTTP server.
import { createServer } from "node:http";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDatabase } from "./db/seed/seed.ts";

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const { prisma, storage } = app.services;
  if (process.env.SEED !== "false") {
    await seedDatabase(prisma, storage, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  }
  const server = createServer(app.handle);
  server.listen(config.port, () => {
    const where = app.database.kind === "postgresql" ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}/pglite`;
    console.log(`Studiofront is running at ${config.publicUrl} on ${where}.`);
    if (!process.env.ADMIN_PASSWORD) {
      console.log(`Sign in as the demo administrator: ${config.adminEmail} / ${config.adminPassword} (kept in ${config.dataDir}/secrets.json)`);
    } else {
      console.log(`Sign in as the administrator: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
    }
  });
  const stop = () => {
    // Requests under way finish. Live subscriptions (server-sent events) never would: their
    // connections are cut after a moment, and browsers reconnect to another instance.
    server.close(() => void app.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 3000).unref();
    // app.close() gives running jobs 10 s to finish.
    setTimeout(() => process.exit(0), 20_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
