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
export async function runFfmpeg(args: string[], input?: Uint8Array): Promise<Buffer> {
  const out: Buffer[] = [];
  await streamFfmpeg(args, input, (chunk) => out.push(chunk));
  return Buffer.concat(out);
}

/** Runs ffmpeg with `args`, feeding `input` to its stdin and handing its stdout to `onOutput` chunk by chunk instead of keeping it. */
export function streamFfmpeg(args: string[], input: Uint8Array | undefined, onOutput: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", ...args], { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    const err: Buffer[] = [];
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new FfmpegError(code, Buffer.concat(err).toString()))));
    if (input && child.stdin) {
      // ffmpeg stops reading when it gives up on a damaged input; its exit code reports that, not the broken pipe.
      child.stdin.on("error", () => {});
      child.stdin.end(input);
    }
  });
}
