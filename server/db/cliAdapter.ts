// Driver adapter for the Prisma CLI only (creating migrations). It works around two upstream
// bugs (STACK.md traps 3 and 7): the CLI calls the factory twice, and the PGlite adapter sends
// whole migration files through the extended protocol without awaiting them.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

let factory: PrismaPGlite | undefined;

export async function cliAdapter() {
  if (factory) return factory;
  const dir = join(process.env.DATA_DIR ?? "./data", "prisma-cli");
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  const base = new PrismaPGlite(pglite);
  const runScript = async (sql: string) => {
    await pglite.exec(sql);
  };
  factory = Object.assign(Object.create(base), {
    async connect() {
      const adapter = await base.connect();
      return Object.assign(adapter, { executeScript: runScript });
    },
    async connectToShadowDb() {
      const shadow = new PGlite();
      const adapter = await new PrismaPGlite(shadow).connect();
      return Object.assign(adapter, { executeScript: (sql: string) => shadow.exec(sql).then(() => {}) });
    },
  }) as PrismaPGlite;
  return factory;
}
