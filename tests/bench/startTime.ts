// `npm start` on an existing data folder: seconds from spawning it until the first successful
// HTTP response. A first start (untimed) creates the data folder (PGlite, demo seed, secrets);
// the second, timed, start finds it, and the build steps find nothing changed.
import { spawn, type ChildProcess } from "node:child_process";

export type NpmStart = { child: ChildProcess; seconds: number; output(): string; stop(): Promise<void> };

/** Starts `npm start` in its own process group with the embedded database under `dataDir`. */
export async function npmStart(options: { dataDir: string; port: number; timeoutMs?: number }): Promise<NpmStart> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, PORT: String(options.port) };
  delete env.DATABASE_URL;
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
export async function timeNpmStartOnExistingData(options: { dataDir: string; port: number }): Promise<{ first: number; second: NpmStart }> {
  const first = await npmStart({ ...options, timeoutMs: 600_000 });
  await first.stop();
  const second = await npmStart(options);
  return { first: first.seconds, second };
}
