// The ffmpeg the audio pipeline runs: FFMPEG_PATH when set, else the static binary that ships
// inside the @ffmpeg-installer/ffmpeg package (so `npm ci` brings it on a fresh machine).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.FFMPEG_PATH || (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

export class FfmpegError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${exitCode}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`);
    this.name = "FfmpegError";
  }
}

/** Runs ffmpeg with `args`, feeding `input` to its stdin; resolves with what it wrote to stdout. */
export function runFfmpeg(args: string[], input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", ...args], { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new FfmpegError(code, Buffer.concat(err).toString()))));
    if (input && child.stdin) child.stdin.end(input);
  });
}
