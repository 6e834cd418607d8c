// Starts tests/bench/benchServer.ts as a child process and talks to it: its base URLs, the
// statement counter, GraphQL requests as the browser sends them (persisted-operation ids).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../../scripts/serverRuntime.mjs";
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
  rawBase: string;
  seedSeconds: number;
  /** SQL statements Prisma sent since the server started. */
  statements(): Promise<number>;
  /** The last (up to 20) statements' text. */
  recentStatements(): Promise<string[]>;
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

export async function startBenchServer(options: { databaseUrl?: string; volume: Volume; dashboardOrders?: number; log?: (line: string) => void; pgliteMode?: PgliteMode }): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-server-"));
  // With the server's own runtime settings (scripts/serverRuntime.mjs), so the throughput measured
  // is the one `npm start` gives.
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "tests/bench/benchServer.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...serverEnvironment(),
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: options.databaseUrl ?? "",
      BENCH_USERS: String(options.volume.users),
      BENCH_ORDERS: String(options.volume.orders),
      BENCH_DASHBOARD_ORDERS: String(options.dashboardOrders ?? 0),
      // Unset: the bench's own environment decides (BENCH_PGLITE_MODE=in-process npm run bench).
      BENCH_PGLITE_MODE: options.pgliteMode ?? process.env.BENCH_PGLITE_MODE ?? "",
    },
    // Its stdin is a pipe from this process: when the bench ends (even killed), the server sees
    // the pipe close and stops, so no server outlives its bench.
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const ready = await new Promise<{ port: number; rawPort: number; kind: "pglite" | "postgresql"; pgliteMode?: PgliteMode; seedSeconds: number }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BENCH_READY (\{.*\})/.exec(output);
      if (match) resolve(JSON.parse(match[1]));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`The bench server exited (${code}) before it was ready:\n${output.slice(-3000)}`)));
  });
  // Keep reading its output so the pipe never fills; show errors.
  child.stdout!.removeAllListeners("data");
  child.stdout!.resume();
  child.stderr!.removeAllListeners("data");
  child.stderr!.on("data", (chunk: Buffer) => options.log?.(`  [server] ${chunk.toString().trimEnd()}`));
  child.removeAllListeners("exit");

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
    rawBase: `http://127.0.0.1:${ready.rawPort}`,
    seedSeconds: ready.seedSeconds,
    statements: async () => ((await (await fetch(`${base}/__bench/statements`)).json()) as { count: number }).count,
    recentStatements: async () => ((await (await fetch(`${base}/__bench/statements`)).json()) as { recent: string[] }).recent,
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
      // What it says while shutting down (requests cut short) is not news.
      child.stderr!.removeAllListeners("data");
      child.stderr!.resume();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
