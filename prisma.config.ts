// Prisma CLI configuration. `prisma generate` (scripts/prismaGenerate.mjs) needs only the schema;
// `npx prisma migrate dev --name <change>` creates a migration against the PostgreSQL server
// DATABASE_URL names (README.md, "Changing the data model"). The server applies committed
// migrations itself at start (server/db/migrate.ts).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL, shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL },
});
