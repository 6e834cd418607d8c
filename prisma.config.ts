// Prisma CLI configuration, used only to create new migrations (`npx prisma migrate dev`).
// The server applies committed migrations itself at start (server/db/migrate.ts).
import { defineConfig } from "prisma/config";
import { cliAdapter } from "./server/db/cliAdapter.ts";

process.env.DATABASE_URL ??= "postgresql://placeholder@localhost:5432/placeholder";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: cliAdapter,
});
