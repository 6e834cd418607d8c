// npm start: generate the Prisma client and build the browser client when their sources changed,
// then serve both on PORT (3000) with the embedded database and demo data unless DATABASE_URL
// says otherwise. `npm run worker` comes here with ROLE=worker (scripts/worker.mjs): no browser client.
//
// - Prisma client: generated when prisma/schema.prisma or the locked versions of Prisma and the
//   Pothos generator differ from what server/db/generated was generated from (its .schema-hash),
//   or when the generated client itself changed since.
// - Browser client: built when the hash of its sources (scripts/clientBuild.mjs) differs from the
//   live build's (dist/client/build.json). A build goes to a new folder and is switched in at the
//   end, so a server still running keeps serving.
// - Server: bundled into dist/server/main-<hash>.mjs when its sources changed (scripts/serverBuild.mjs).
// FORCE_BUILD=true generates the Prisma client and builds the browser client regardless.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { clientSourceHash, liveBuild, root } from "./clientBuild.mjs";
import { prismaGenerate } from "./prismaGenerate.mjs";
import { bin, step } from "./run.mjs";
import { serverBundle } from "./serverBuild.mjs";
import { serverNodeFlags, serverEnvironment } from "./serverRuntime.mjs";

const force = process.env.FORCE_BUILD === "true";

const generatedDir = join(root, "server/db/generated");
const schemaHashFile = join(generatedDir, ".schema-hash");
// The schema and the installed versions of what generates from it (Prisma, the Pothos generator).
const generators = Object.entries(JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages ?? {})
  .filter(([path]) => /(^|\/)node_modules\/(prisma|@prisma\/[^/]+|@pothos\/plugin-prisma)$/.test(path))
  .map(([path, entry]) => `${path}@${entry.version}`)
  .sort();
const schemaHash = createHash("sha256")
  .update(readFileSync(join(root, "prisma/schema.prisma")))
  .update("\0")
  .update(generators.join("\n"))
  .digest("hex");
// The generated client's own fingerprint (its class file carries the schema it was made from): a
// `prisma generate` run by hand since (another branch's schema) is noticed too.
const generatedFrom = () => {
  const classFile = join(generatedDir, "internal/class.ts");
  return existsSync(classFile) ? createHash("sha256").update(readFileSync(classFile)).digest("hex") : "";
};
const stored = existsSync(schemaHashFile) ? readFileSync(schemaHashFile, "utf8").trim().split(" ") : [];
const current = generatedFrom();
if (force || !current || stored[0] !== schemaHash || stored[1] !== current) {
  const code = await prismaGenerate();
  if (code !== 0) process.exit(code);
  writeFileSync(schemaHashFile, `${schemaHash} ${generatedFrom()}\n`);
} else {
  console.log("✔ Prisma client is up to date with prisma/schema.prisma");
}

// A worker serves no pages: it needs no browser client.
if (process.env.ROLE !== "worker") {
  const sourceHash = clientSourceHash();
  const live = liveBuild();
  if (force || live?.sourceHash !== sourceHash) {
    const code = await step("Browser client", bin("vite"), ["build", "--logLevel", "warn"]);
    if (code !== 0) process.exit(code);
  } else {
    console.log(`✔ Browser client is up to date (dist/client, built ${live.builtAt})`);
  }
}

// The server bundled (scripts/serverBuild.mjs): starting skips compiling TypeScript through tsx's
// loader, seconds on a busy machine. Should bundling fail, tsx runs the sources as before.
let server;
try {
  const started = Date.now();
  const { bundle, built } = await serverBundle();
  console.log(built ? `✔ Server bundled into ${relative(root, bundle)} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✔ Server bundle is up to date (${relative(root, bundle)})`);
  server = [process.execPath, [...serverNodeFlags(), "--enable-source-maps", bundle]];
} catch (error) {
  console.warn(`Could not bundle the server, running its sources with tsx: ${error instanceof Error ? error.message : error}`);
  server = [process.execPath, [...serverNodeFlags(), "--import", "tsx", "server/main.ts"]];
}

const code = await step("Server", ...server, { env: serverEnvironment() });
process.exit(code);
