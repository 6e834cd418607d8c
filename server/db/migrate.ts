// Applies the committed prisma/migrations/*/migration.sql files at start, in order, and records
// them in _prisma_migrations exactly as `prisma migrate deploy` does, so the Prisma CLI (which
// cannot run its schema engine on every machine) is never needed to start the app.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type SqlRunner = {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
};

const migrationsDir = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

const createTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir = migrationsDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(`${dir}/${name}/migration.sql`, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Returns the names of the migrations it applied. */
export async function applyMigrations(db: SqlRunner, dir = migrationsDir): Promise<string[]> {
  await db.exec(createTable);
  // Serialises concurrent starts of several instances against one PostgreSQL.
  await db.query("SELECT pg_advisory_lock(72707365)");
  try {
    const rows = await db.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    const done: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (applied.has(migration.name)) continue;
      await db.exec(`BEGIN;\n${migration.sql}\n;COMMIT;`).catch(async (error: unknown) => {
        await db.exec("ROLLBACK").catch(() => {});
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      });
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query("SELECT pg_advisory_unlock(72707365)");
  }
}
