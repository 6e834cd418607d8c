// Starts Studiofront: database (migrated on start), demo data, HTTP server.
import { createServer } from "node:http";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { purgeExpiredChallenges } from "./botcheck/altcha.ts";

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const { prisma, storage, mailer } = app.services;
  if (process.env.SEED !== "false") {
    await seedDatabase(prisma, storage, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  }
  const server = createServer(app.handle);
  server.listen(config.port, () => {
    const where = app.database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}/pglite` : "PostgreSQL (DATABASE_URL)";
    console.log(`Studiofront is running at ${config.publicUrl} on ${where}.`);
    if (!process.env.ADMIN_PASSWORD) {
      console.log(`Sign in as the demo administrator: ${config.adminEmail} / ${config.adminPassword} (kept in ${config.dataDir}/secrets.json)`);
    } else {
      console.log(`Sign in as the administrator: ${config.adminEmail} (password from ADMIN_PASSWORD)`);
    }
  });
  const timers = [
    setInterval(() => void mailer.deliverPending().catch((e) => console.error("[email]", e)), 30_000),
    setInterval(() => void purgeExpiredChallenges(prisma).catch((e) => console.error("[altcha]", e)), 3_600_000),
  ];
  void mailer.deliverPending();
  const stop = () => {
    timers.forEach(clearInterval);
    server.close(() => void app.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
