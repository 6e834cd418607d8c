// Where the browser client is built and how a build goes live, shared by vite.config.ts (which
// builds) and scripts/start.mjs (which decides whether to build).
//
//   dist/client-<source hash>-<time>/   one finished build: the bundle, `.br`/`.gz` beside each text
//                                       file, hidden source maps, build.json (its source hash) and
//                                       server-render/ (the public pages' server renderer)
//   dist/client -> client-…             the live build: a symbolic link replaced atomically
//
// A build never touches the folder a running server serves: it writes a new folder, then renames
// a new link over dist/client. The server resolves the link once at start (staticFiles.ts), so a
// running instance keeps its own build: it marks it in use (dist/.in-use/), and a build is removed
// only once it is neither the live one, the one before, nor served by a running process.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const distDir = join(root, "dist");
/** Inside a build: the server-rendering bundle (entry-server.js), which is not served. */
export const SERVER_RENDER_DIR = "server-render";

/** The live build's link (CLIENT_DIR's default). */
export const liveClientDir = join(distDir, "client");

/** What the bundle is made from: a change to any of these needs a new build. */
const sourceDirs = ["client", "common"];
const sourceFiles = ["vite.config.ts", "package-lock.json", "tsconfig.json", "relay.config.js", "scripts/clientBuild.mjs", "scripts/relayModules.mjs"];

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * SHA-256 over the path and content of every source file (about 650 files, 4 MB: well under a
 * second). Contents rather than modification times: a checkout or copy that keeps or changes
 * times cannot fool it.
 */
export function clientSourceHash() {
  const hash = createHash("sha256");
  const files = sourceDirs.flatMap((dir) => (existsSync(join(root, dir)) ? listFiles(join(root, dir), []) : []));
  for (const file of sourceFiles) if (existsSync(join(root, file))) files.push(join(root, file));
  for (const file of files.map((f) => relative(root, f)).sort()) {
    hash.update(file).update("\0").update(readFileSync(join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

/** The live build's build.json ({ sourceHash, builtAt }), or null when there is none. */
export function liveBuild() {
  try {
    return JSON.parse(readFileSync(join(liveClientDir, "build.json"), "utf8"));
  } catch {
    return null;
  }
}

/** A fresh folder name for a build of `sourceHash`. */
export function newBuildDir(sourceHash) {
  return join(distDir, `client-${sourceHash.slice(0, 12)}-${Date.now().toString(36)}`);
}

const textExtensions = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `file.br` and `file.gz` beside each text file of 1 KB or more (when smaller than it). */
export async function precompress(dir) {
  const serverOnly = join(dir, SERVER_RENDER_DIR);
  const files = listFiles(dir, []).filter((file) => textExtensions.has(extname(file)) && statSync(file).size >= 1024 && !file.startsWith(serverOnly));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.byteLength < body.byteLength) writeFileSync(`${file}.br`, br);
      if (gz.byteLength < body.byteLength) writeFileSync(`${file}.gz`, gz);
    }
  };
  // zlib runs on libuv's thread pool (4 threads): a few files at a time keep it busy.
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/**
 * Makes `buildDir` (a dist/client-… folder) the live build: writes its build.json, then renames a
 * new link over dist/client in one step, then removes the builds no server can still be using.
 */
export function publishBuild(buildDir, sourceHash) {
  const dist = dirname(resolve(buildDir));
  const liveLink = join(dist, "client");
  writeFileSync(join(buildDir, "build.json"), JSON.stringify({ sourceHash, builtAt: new Date().toISOString() }, null, 2) + "\n");
  let previous = null;
  const live = lstatSync(liveLink, { throwIfNoEntry: false });
  if (live?.isSymbolicLink()) previous = resolve(dist, readlinkSync(liveLink));
  else if (live?.isDirectory()) {
    // A dist/client folder from before builds were switched by link: it becomes the previous build.
    previous = join(dist, `client-legacy-${Date.now().toString(36)}`);
    renameSync(liveLink, previous);
    writeFileSync(join(previous, "build.json"), JSON.stringify({ sourceHash: null, legacy: true }) + "\n");
  }
  const link = join(dist, `.client-link-${process.pid}-${Date.now().toString(36)}`);
  symlinkSync(basename(buildDir), link);
  renameSync(link, liveLink);
  removeOldBuilds(dist, [buildDir, previous]);
}

/** Where servers say which build they serve: one empty file `<build folder>.<process id>` each. */
const IN_USE_DIR = ".in-use";

/**
 * Called by a server when it pins a build: while this process lives, no later build removes it,
 * however many builds are published meanwhile.
 */
export function markBuildInUse(buildDir) {
  const dir = join(dirname(resolve(buildDir)), IN_USE_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${basename(buildDir)}.${process.pid}`), "");
}

/** The builds a live process serves; the marks of processes that have ended are removed. */
function buildsInUse(dist) {
  const dir = join(dist, IN_USE_DIR);
  if (!existsSync(dir)) return [];
  const used = [];
  for (const mark of readdirSync(dir)) {
    const separator = mark.lastIndexOf(".");
    const pid = Number(mark.slice(separator + 1));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      // EPERM: the process exists but belongs to someone else.
      alive = error.code === "EPERM";
    }
    if (alive) used.push(join(dist, mark.slice(0, separator)));
    else rmSync(join(dir, mark), { force: true });
  }
  return used;
}

/**
 * Removes finished builds other than `keep` and those a running server serves (the live one and the one before it, which a server
 * started earlier may still be serving). A folder without build.json is a build under way,
 * left alone for an hour (a build that crashed is removed after that).
 */
function removeOldBuilds(dist, keep) {
  const kept = new Set([...keep.filter(Boolean), ...buildsInUse(dist)].map((dir) => resolve(dir)));
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith("client-")) continue;
    const dir = join(dist, entry.name);
    if (kept.has(dir)) continue;
    const finished = existsSync(join(dir, "build.json"));
    if (finished || Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The vite plugin: builds go to a new dist/client-… folder, and once written are precompressed
 * and published. A failed build publishes nothing: dist/client stays as it was.
 */
export function atomicClientBuild() {
  let buildDir = null;
  let sourceHash = null;
  let published = false;
  return {
    name: "studiofront-atomic-client-build",
    apply: "build",
    config() {
      sourceHash = clientSourceHash();
      buildDir = newBuildDir(sourceHash);
      return { build: { outDir: buildDir, emptyOutDir: true } };
    },
    async writeBundle() {
      if (!buildDir || published) return;
      published = true;
      // The server-rendering bundle of the same sources, inside the same build (never served).
      const { build } = await import("vite");
      await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { ssr: "entry-server.tsx", outDir: join(buildDir, SERVER_RENDER_DIR), emptyOutDir: false, sourcemap: false, copyPublicDir: false } });
      const count = await precompress(buildDir);
      publishBuild(buildDir, sourceHash);
      console.log(`Client build ${relative(root, buildDir)} is live at dist/client (${count} text files precompressed).`);
    },
  };
}
