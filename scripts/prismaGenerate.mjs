// `prisma generate`, as every script runs it (`node scripts/prismaGenerate.mjs` runs it alone).
// Prisma's CLI fetches its schema-engine binary before `generate` although generating never runs
// it, and that fetch fails on a machine without internet access. PRISMA_SCHEMA_ENGINE_BINARY names
// a stand-in instead, so nothing is fetched; the stand-in only explains itself, should a command
// that does need the engine be run with this environment.
import { fileURLToPath } from "node:url";
import { bin, step } from "./run.mjs";

export const prismaGenerateCommand = [
  bin("prisma"),
  ["generate"],
  { env: { PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(new URL("./schemaEngineStandIn.sh", import.meta.url)) } },
];

export const prismaGenerate = () => step("Prisma client", ...prismaGenerateCommand);

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await prismaGenerate());
