// The real server (server/main.ts) as a process of its own, as one instance behind a load balancer
// runs: on a given PostgreSQL database and file store, with its own data folder, job workers and
// schedules. The tests can kill it outright (SIGKILL, as the kernel's out-of-memory killer does).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type ServerProcess = {
  /** "http://127.0.0.1:<port>" */
  base: string;
  pid: number;
  /** What it printed, for a failure's message. */
  output(): string;
  /** Kills it and everything it started (its ffmpeg processes) with SIGKILL, and waits for it to be gone. */
  kill(): Promise<void>;
  /** Sends SIGTERM, as an orchestrator stopping it does, and answers its exit code once it is gone. */
  terminate(): Promise<number | null>;
};

/**
 * `role` its ROLE; `storageDir` its STORAGE_DIR (a folder instances share on one machine), or
 * `env` STORAGE_URL and the rest of what it needs on another (REDIS_URL, S3_*, SHUTDOWN_GRACE_SECONDS).
 */
export type ServerProcessOptions = {
  databaseUrl: string;
  storageDir?: string;
  role?: "all" | "web" | "worker";
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Node's arguments that run the server: its sources through tsx unless told (the benchmark runs the bundle `npm start` runs). */
  nodeArgs?: string[];
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServerProcess({ databaseUrl, storageDir, role = "all", env = {}, timeoutMs = 120_000, nodeArgs = ["--import", "tsx", "server/main.ts"] }: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "studiofront-instance-"));
  const port = await freePort();
  let output = "";
  // Its own process group: killing the group takes its ffmpeg children with it, as killing a container does.
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: process.cwd(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...(storageDir ? { STORAGE_DIR: storageDir } : {}),
      PORT: String(port),
      PUBLIC_URL: "http://studiofront.test",
      TRUST_PROXY: "true",
      SEED: "false",
      ROLE: role,
      ...env,
    },
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async () => {
    // The whole group, even once the server has exited: an ffmpeg it left behind goes too.
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const onData = () => {
        if (!output.includes(role === "worker" ? "Studiofront worker is running" : "Studiofront is running")) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout!.on("data", onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`The server stopped while starting (${child.exitCode ?? child.signalCode}):\n${output}`));
      });
    });
  } catch (error) {
    await kill();
    throw error;
  }
  const terminate = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    const code = child.exitCode;
    await kill();
    return code;
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, kill, terminate };
}
