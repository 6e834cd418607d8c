// Starts tests/bench/benchServer.ts as a child process, and the raw-SQL handlers on its database
// as another (rawServer.ts), and talks to them: their base URLs, the statement counter, GraphQL
// requests as the browser sends them (persisted-operation ids).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../../scripts/clientBuild.mjs";
import { bundleServerEntry } from "../../scripts/serverBuild.mjs";
import { serverNodeFlags, serverEnvironment } from "../../scripts/serverRuntime.mjs";
import type { Volume } from "./seedVolume.ts";

export const BENCH_ADMIN = { email: "admin@bench.example", password: "bench-admin-password" };
/** A reseller with orders of its own (seedVolume.ts); its integration reads them with an API token. */
export const BENCH_RESELLER = { email: "reseller@bench.example", password: "bench-reseller-password" };
export const BENCH_SESSION_SECRET = "bench-session-secret";

/** A Relay artifact: the id the browser sends (persisted operations) and the operation's name. */
export type Artifact = { params: { name: string; id?: string | null; text?: string | null } };

/** How the PGlite server opens PGlite: in a worker thread behind the wire protocol (the app's way, server/db/pgliteWorker.mjs) or in its own thread (as the API tests do). */
export type PgliteMode = "in-process" | "worker";

export type BenchServer = {
  kind: "pglite" | "postgresql";
  /** On PGlite: where it runs. */
  pgliteMode?: PgliteMode;
  pid: number;
  base: string;
  /**
   * The raw-SQL handlers (rawHandlers.ts) in their own process on the same database; null when
   * there are none: not asked for, or PGlite in the server's own thread, which no other process reaches.
   */
  rawBase: string | null;
  seedSeconds: number;
  /** SQL statements Prisma sent since the server started. */
  statements(): Promise<number>;
  /** The last (up to 20) statements' text. */
  recentStatements(): Promise<string[]>;
  /** When the last (up to 20) order changes were announced to live pages (wall-clock ms). */
  announcements(): Promise<number[]>;
  /** POSTs a persisted operation as the browser does; answers the parsed body and the response. */
  gql(artifact: Artifact, variables?: Record<string, unknown>, cookie?: string): Promise<{ body: { data?: any; errors?: unknown[] }; response: Response }>;
  /** Signs in as the bench administrator (the login page's mutation) and answers the cookie pair. */
  adminCookie(): Promise<string>;
  /** Signs in as the bench reseller and creates an API token as its API page does; answers the token. */
  resellerToken(): Promise<string>;
  stop(): Promise<void>;
};

const PERSISTED_FILE = new URL("../../client/__generated__/persisted-operations.json", import.meta.url);
let persisted: { mtimeMs: number; byName: Map<string, { id: string; document: string }> } | null = null;

/**
 * The persisted operation named like `artifact`, from relay-compiler's map as it is now: the
 * artifact module imported at start may be older than the map when `npm run relay` runs meanwhile.
 */
export function persistedOperation(artifact: Artifact): { id: string; document: string } {
  const mtimeMs = statSync(PERSISTED_FILE).mtimeMs;
  if (persisted?.mtimeMs !== mtimeMs) {
    const map = JSON.parse(readFileSync(PERSISTED_FILE, "utf8")) as Record<string, string>;
    const byName = new Map<string, { id: string; document: string }>();
    for (const [id, document] of Object.entries(map)) {
      const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1];
      if (name) byName.set(name, { id, document });
    }
    persisted = { mtimeMs, byName };
  }
  const found = persisted.byName.get(artifact.params.name);
  if (!found) throw new Error(`${artifact.params.name} is not in client/__generated__/persisted-operations.json: run "npm run relay"`);
  return found;
}

/** The request body the browser sends for `artifact` (its persisted id, no document). */
export function persistedBody(artifact: Artifact, variables: Record<string, unknown> = {}) {
  return JSON.stringify({ operationName: artifact.params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: persistedOperation(artifact).id } } });
}

/**
 * `seeded`: the PostgreSQL database at `databaseUrl` already holds a bench server's data (nothing is
 * seeded); `publicCacheSeconds`: the server's PUBLIC_CACHE_SECONDS (its default otherwise);
 * `rawHandlers: false`: no raw handlers beside it.
 */
export async function startBenchServer(options: {
  databaseUrl?: string;
  volume: Volume;
  dashboardOrders?: number;
  log?: (line: string) => void;
  pgliteMode?: PgliteMode;
  seeded?: boolean;
  publicCacheSeconds?: number;
  rawHandlers?: boolean;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-server-"));
  // Bundled as `npm start` bundles the server, with its runtime settings (scripts/serverRuntime.mjs),
  // so the throughput measured is the one `npm start` gives.
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags({ DATABASE_URL: options.databaseUrl }), ...profileFlags(), ...(await bundled("benchServer"))], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...serverEnvironment(),
      // On PostgreSQL the libraries run as a deployment runs them (README: NODE_ENV=production; the
      // peer's Vendure too): graphql-js, for one, checks every type test against other copies of
      // itself outside production. The app's own settings are benchServer.ts' either way. On PGlite,
      // as `npm start` runs it: without NODE_ENV.
      NODE_ENV: options.databaseUrl ? "production" : "",
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: options.databaseUrl ?? "",
      BENCH_USERS: String(options.volume.users),
      BENCH_ORDERS: String(options.volume.orders),
      BENCH_DASHBOARD_ORDERS: String(options.dashboardOrders ?? 0),
      BENCH_SEEDED: options.seeded ? "1" : "",
      BENCH_PUBLIC_CACHE_SECONDS: options.publicCacheSeconds === undefined ? "" : String(options.publicCacheSeconds),
      // Unset: the bench's own environment decides (BENCH_PGLITE_MODE=in-process npm run bench).
      BENCH_PGLITE_MODE: options.pgliteMode ?? process.env.BENCH_PGLITE_MODE ?? "",
    },
    // Its stdin is a pipe from this process: when the bench ends (even killed), the server sees
    // the pipe close and stops, so no server outlives its bench.
    stdio: ["pipe", "pipe", "pipe"],
  });
  const { ready, stop } = await untilReady<{ port: number; databaseUrl: string | null; kind: "pglite" | "postgresql"; pgliteMode?: PgliteMode; seedSeconds: number }>(child, "BENCH_READY", "bench server", options.log);
  let raw: Awaited<ReturnType<typeof startRawHandlers>> | null = null;
  if (ready.databaseUrl && options.rawHandlers !== false) {
    try {
      raw = await startRawHandlers(ready.databaseUrl, options.log);
    } catch (error) {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  const base = `http://127.0.0.1:${ready.port}`;
  const gql: BenchServer["gql"] = async (artifact, variables = {}, cookie) => {
    const response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...(cookie ? { cookie } : {}) },
      body: persistedBody(artifact, variables),
    });
    const body = (await response.clone().json()) as { data?: any; errors?: unknown[] };
    return { body, response };
  };
  const signIn = async (account: { email: string; password: string }) => {
    const { default: SignIn } = await import("../../client/__generated__/useSignInMutation.graphql.ts");
    const { body, response } = await gql(SignIn as Artifact, { input: account });
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
    if (!cookie || body.data?.signIn?.__typename !== "ViewerPayload") throw new Error(`Sign-in failed: ${JSON.stringify(body).slice(0, 500)}`);
    return cookie;
  };
  return {
    kind: ready.kind,
    pgliteMode: ready.pgliteMode,
    pid: child.pid!,
    base,
    rawBase: raw ? `http://127.0.0.1:${raw.port}` : null,
    seedSeconds: ready.seedSeconds,
    statements: async () => ((await (await fetch(`${base}/__bench/statements`)).json()) as { count: number }).count,
    recentStatements: async () => ((await (await fetch(`${base}/__bench/statements`)).json()) as { recent: string[] }).recent,
    announcements: async () => (await (await fetch(`${base}/__bench/announcements`)).json()) as number[],
    gql,
    adminCookie: () => signIn(BENCH_ADMIN),
    resellerToken: async () => {
      const { default: CreateApiToken } = await import("../../client/__generated__/useCreateApiTokenMutation.graphql.ts");
      const { body } = await gql(CreateApiToken as Artifact, { input: { name: "bench integration" } }, await signIn(BENCH_RESELLER));
      const token = body.data?.createApiToken?.token;
      if (typeof token !== "string") throw new Error(`Creating an API token failed: ${JSON.stringify(body).slice(0, 500)}`);
      return token;
    },
    stop: async () => {
      await raw?.stop();
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** BENCH_PROFILE=<folder>: the bench server writes a V8 CPU profile there when it stops (node --cpu-prof). */
const bundles = new Map<string, Promise<string>>();

/**
 * Node's arguments running tests/bench/<name>.ts as `npm start` runs the server: bundled by the
 * same esbuild build (scripts/serverBuild.mjs), not compiled by tsx's loader, whose output names
 * every function at run time (about a tenth of a cheap request's CPU). Built once per bench.
 */
async function bundled(name: "benchServer" | "rawServer"): Promise<string[]> {
  let bundle = bundles.get(name);
  if (!bundle) {
    const outfile = join(root, "dist/bench", `${name}.mjs`);
    bundles.set(name, (bundle = bundleServerEntry(join(root, "tests/bench", `${name}.ts`), outfile).then(() => outfile)));
  }
  return ["--enable-source-maps", await bundle];
}

export const profileFlags = () => (process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []);

/** rawServer.ts on `databaseUrl`, under the server's own runtime settings (a fair baseline). */
async function startRawHandlers(databaseUrl: string, log?: (line: string) => void): Promise<{ port: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...serverNodeFlags({ DATABASE_URL: databaseUrl }), ...profileFlags(), ...(await bundled("rawServer"))], {
    cwd: process.cwd(),
    env: { ...process.env, ...serverEnvironment(), RAW_DATABASE_URL: databaseUrl },
    // As the bench server's: the pipe's end stops it when the bench is gone.
    stdio: ["pipe", "pipe", "pipe"],
  });
  const { ready, stop } = await untilReady<{ port: number }>(child, "RAW_READY", "raw handlers", log);
  return { port: ready.port, stop };
}

/**
 * Waits for a child process's line `<marker> {json}` and answers that JSON; an exit before it is
 * an error carrying the child's last output. Afterwards its output is read on (so its pipes never
 * fill) and what it writes to stderr is logged. `stop` ends it: SIGTERM, SIGKILL after 20 s.
 */
export async function untilReady<T>(child: ChildProcess, marker: string, name: string, log?: (line: string) => void): Promise<{ ready: T; stop(): Promise<void> }> {
  let output = "";
  const pattern = new RegExp(`${marker} (\\{.*\\})`);
  const ready = await new Promise<T>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(JSON.parse(match[1]) as T);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      // The report shows a failure's first line: the error's own, where the output has one.
      const error = output.split("\n").find((line) => /\b\w*Error\b/.test(line))?.trim() ?? "";
      reject(new Error(`The ${name} exited (${code}) before it was ready: ${error}\n${output.slice(-3000)}`));
    });
  });
  child.stdout!.removeAllListeners("data");
  child.stdout!.resume();
  child.stderr!.removeAllListeners("data");
  child.stderr!.on("data", (chunk: Buffer) => log?.(`  [${name}] ${chunk.toString().trimEnd()}`));
  child.removeAllListeners("exit");
  return {
    ready,
    stop: async () => {
      // What it says while shutting down (requests cut short) is not news.
      child.stderr!.removeAllListeners("data");
      child.stderr!.resume();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
    },
  };
}
