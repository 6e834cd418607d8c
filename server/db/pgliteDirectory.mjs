// Where PGlite keeps its files under the data folder: for the embedded database's thread
// (pgliteWorker.mjs) and for the server, which checks whether the database exists before starting
// it. A module of its own so that the server does not load PGlite itself to learn a path.
import { join } from "node:path";

/** Where PGlite keeps its files under the data folder. */
export const pgliteDirectory = (dataDir) => join(dataDir, "pglite");
