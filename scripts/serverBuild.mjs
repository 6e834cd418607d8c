// The server for `npm start` and the browser tests: server/main.ts and its modules bundled by
// esbuild (the compiler tsx itself uses) into dist/server/main-<hash>.mjs, so that starting does
// not compile TypeScript through a module loader; dependencies stay in node_modules. Rebuilt only
// when a hash of server/ (with the generated Prisma client), common/ and package-lock.json changed.
// `import.meta.url` keeps meaning the source file's address (migrations, seed assets and the
// persisted operations are found relative to it).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./clientBuild.mjs";

export const serverBundleDir = join(root, "dist/server");

/** The bundle of the server sources whose hash is `sourceHash`: it exists only once complete. */
export const serverBundleFor = (sourceHash) => join(serverBundleDir, `main-${sourceHash.slice(0, 16)}.mjs`);

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile() && /\.(ts|tsx|mts|js|mjs|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** SHA-256 over the server's sources (generated Prisma client included), the lock file, and where the repository is. */
export function serverSourceHash() {
  const hash = createHash("sha256").update(root).update("\0");
  const files = [...listFiles(join(root, "server"), []), ...listFiles(join(root, "common"), []), join(root, "package-lock.json"), join(root, "scripts/serverBuild.mjs")];
  for (const file of files.map((f) => relative(root, f)).sort()) hash.update(file).update("\0").update(readFileSync(join(root, file))).update("\0");
  return hash.digest("hex");
}

/**
 * The bundle of the current server sources, built when missing (into a temporary name, then
 * renamed: concurrent starts cannot see half a file). Bundles of other sources are removed after
 * a day (a server started from one may still be running).
 */
export async function serverBundle() {
  const sourceHash = serverSourceHash();
  const bundle = serverBundleFor(sourceHash);
  if (existsSync(bundle)) return { bundle, built: false };
  mkdirSync(serverBundleDir, { recursive: true });
  const temporary = join(serverBundleDir, `.main-${process.pid}-${Date.now().toString(36)}.mjs`);
  await bundleServerEntry(join(root, "server/main.ts"), temporary);
  renameSync(`${temporary}.map`, `${bundle}.map`);
  // The bundle names its map by the temporary name: point it at the final one.
  writeFileSync(temporary, readFileSync(temporary, "utf8").replace(/\/\/# sourceMappingURL=.*\s*$/, `//# sourceMappingURL=${basename(bundle)}.map\n`));
  renameSync(temporary, bundle);
  for (const entry of readdirSync(serverBundleDir)) {
    const path = join(serverBundleDir, entry);
    if (!path.startsWith(bundle) && Date.now() - statSync(path).mtimeMs > 86_400_000) rmSync(path, { force: true });
  }
  return { bundle, built: true };
}

/**
 * Bundles a server entry point (server/main.ts; the benchmark's server, which must run the code as
 * `npm start` runs it) into `outfile` with its source map beside it, dependencies left in node_modules.
 */
export async function bundleServerEntry(entry, outfile) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // Stack traces need the map's mappings, not a copy of every source file: Node keeps the map it
    // loads with --enable-source-maps in the server's memory for as long as it runs.
    sourcesContent: false,
    logLevel: "warning",
    plugins: [
      {
        name: "source-import-meta-url",
        setup(build) {
          build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
            const source = await readFile(args.path, "utf8");
            if (!source.includes("import.meta.url")) return undefined;
            return { contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
          });
        },
      },
    ],
  });
}
