// Types of server/db/pgliteDirectory.mjs.
export function pgliteDirectory(dataDir: string): string;
