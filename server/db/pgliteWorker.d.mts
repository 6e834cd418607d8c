// Types of server/db/pgliteWorker.mjs.
import type { PGlite } from "@electric-sql/pglite";

export const EMBEDDED_POSTGRESQL_CONF: string;
export function sessionFacade(db: PGlite): PGlite;
export type EmbeddedDatabaseOptions = { dataDir?: string; raw?: boolean; maxConnections?: number };
export function serveEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<{ port: number; close(): Promise<void> }>;
