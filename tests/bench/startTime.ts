// `npm start` on existing data: seconds from spawning it until the first successful HTTP
// response. A first start (untimed) creates the data folder (PGlite or, with a database URL, an
// empty PostgreSQL database: migrations, demo seed, secrets); the second, timed, start finds them,
// and the build steps find nothing changed. Then the server's RSS idle after that start.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { idleRssMb, serverProcess } from "./memory.ts";
import { createBenchDatabase, type BenchDatabase } from "./postgres.ts";
import type { Row } from "./report.ts";

export type NpmStart = { child: ChildProcess; seconds: number; output(): string; stop(): Promise<void> };

/** Starts `npm start` in its own process group on `databaseUrl` (PostgreSQL), else with the embedded database under `dataDir`. */
export async function npmStart(options: { dataDir: string; port: number; databaseUrl?: string; timeoutMs?: number }): Promise<NpmStart> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, PORT: String(options.port) };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  delete env.NODE_ENV;
  delete env.FORCE_BUILD;
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: process.cwd(), env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone already
      }
    }, 25_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer within ${(options.timeoutMs ?? 180_000) / 1000} s:\n${output.slice(-3000)}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, seconds: (performance.now() - started) / 1000, output: () => output, stop };
}

/** The timed start: a first start prepares `dataDir`, is stopped, and the second is timed. Leaves the second running. */
export async function timeNpmStartOnExistingData(options: { dataDir: string; port: number; databaseUrl?: string }): Promise<{ first: number; second: NpmStart }> {
  const first = await npmStart({ ...options, timeoutMs: 600_000 });
  await first.stop();
  const second = await npmStart(options);
  return { first: first.seconds, second };
}

export const START_GOAL = "≤ 5 s";
const START_GOAL_SECONDS = 5;
export const IDLE_RSS_GOAL = "≤ 300 MB";
const IDLE_RSS_GOAL_MB = 300;

export type DatabaseName = "PGlite" | "PostgreSQL";

export const startFigure = (database: DatabaseName) =>
  database === "PGlite" ? "`npm start` on PGlite with an existing data folder, until serving" : "`npm start` on PostgreSQL with an existing database, until serving";
export const idleRssFigure = (database: DatabaseName) => `server RSS idle on ${database} after a fresh start`;

/**
 * The start-time and idle-RSS rows of `npm start` on PGlite (`postgresUrl` null) or on a fresh
 * database of the PostgreSQL server at `postgresUrl` (dropped afterwards). A start that fails is
 * both rows' note.
 */
export async function npmStartRows(postgresUrl: string | null, log: (line: string) => void): Promise<Row[]> {
  const database: DatabaseName = postgresUrl ? "PostgreSQL" : "PGlite";
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-start-"));
  let startDatabase: BenchDatabase | null = null;
  let running: NpmStart | null = null;
  const failed = (figure: string, goal: string, error: unknown): Row => ({ figure, value: "–", goal, met: null, note: `could not be measured: ${(error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 300)}` });
  try {
    let startRow: Row;
    try {
      if (postgresUrl) startDatabase = await createBenchDatabase(postgresUrl);
      const { first, second } = await timeNpmStartOnExistingData({ dataDir, port: await freePort(), databaseUrl: startDatabase?.url });
      running = second;
      const loadAverage = loadavg()[0].toFixed(2);
      startRow = {
        figure: startFigure(database),
        value: `${second.seconds.toFixed(1)} s`,
        goal: START_GOAL,
        met: second.seconds <= START_GOAL_SECONDS,
        note: `first start on an empty ${database === "PGlite" ? "folder" : "database"}: ${first.toFixed(1)} s; load average ${loadAverage}`,
      };
    } catch (error) {
      return [failed(startFigure(database), START_GOAL, error), failed(idleRssFigure(database), IDLE_RSS_GOAL, "npm start did not run")];
    }
    log(`  ${startRow.figure}: ${startRow.value}`);
    try {
      const server = serverProcess(running.child.pid!);
      if (!server) throw new Error("the server process under npm start was not found");
      // The figure is read 10 s after the first page; the later readings show when V8 gives back
      // the young generation that start-up and the first page grew (it does within half a minute).
      const readings: number[] = [];
      for (let second = 10; second <= 30; second += 10) {
        const rss = await idleRssMb(server.pid, 10_000);
        if (rss === null) throw new Error("the server process ended");
        readings.push(rss);
      }
      const later = readings.slice(1).map((rss, i) => `${(i + 2) * 10} s: ${rss.toFixed(0)} MB`).join(", ");
      return [
        startRow,
        { figure: idleRssFigure(database), value: `${readings[0].toFixed(0)} MB`, goal: IDLE_RSS_GOAL, met: readings[0] <= IDLE_RSS_GOAL_MB, note: `after 10 s idle (${later}): ${server.command.replace(process.cwd() + "/", "")}` },
      ];
    } catch (error) {
      return [startRow, failed(idleRssFigure(database), IDLE_RSS_GOAL, error)];
    }
  } finally {
    await (running as NpmStart | null)?.stop();
    await (startDatabase as BenchDatabase | null)?.drop().catch((error: unknown) => log(`  could not drop the start-time database: ${error instanceof Error ? error.message : error}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
