import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../tests/s3Server.ts";
import { storageConfig } from "../config.ts";
import { copyLocalFiles, type CopyOutcome } from "./copyLocalFiles.ts";
import { S3Storage } from "./s3Storage.ts";

let s3: S3Server;
let from: string;
let bucket: S3Storage;

const files: Record<string, Buffer> = {
  "voice-sample/ab/ab12.mp3": Buffer.from("ID3 a voice sample"),
  // Larger than one part: written as a multipart upload.
  "deliverable/cd/cd34.wav": Buffer.alloc(6 * 1024 * 1024 + 7, "RIFF"),
  "invoice/ef/ef56.pdf": Buffer.from("%PDF-1.7 the same in the bucket already"),
  "attachment/01/0178.txt": Buffer.from("the local version"),
};

async function writeLocal(name: string, bytes: Buffer) {
  await mkdir(dirname(join(from, name)), { recursive: true });
  await writeFile(join(from, name), bytes);
}

beforeEach(async () => {
  s3 = await startS3Server();
  from = await mkdtemp(join(tmpdir(), "studiofront-local-store-"));
  for (const [key, bytes] of Object.entries(files)) await writeLocal(key, bytes);
  // Left by a write that was stopped: not a stored file.
  await writeLocal("voice-sample/ab/ab99.mp3.0123456789ab.partial", Buffer.from("half"));
  // No key can name it.
  await writeLocal("odd\\name.bin", Buffer.from("x"));
  bucket = await S3Storage.open(storageConfig({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/files` }).objectStorage!);
  await bucket.put("invoice/ef/ef56.pdf", files["invoice/ef/ef56.pdf"]);
  await bucket.put("attachment/01/0178.txt", Buffer.from("an older, longer version"));
});

afterEach(async () => {
  await s3.close();
  await rm(from, { recursive: true, force: true });
});

describe("copyLocalFiles", () => {
  it("streams each file into the bucket, skips those already there with the same size, and reports failures", async () => {
    const outcomes: CopyOutcome[] = [];
    const summary = await copyLocalFiles(from, bucket, { onFile: (outcome) => outcomes.push(outcome) });
    expect(summary).toEqual({ files: 5, copied: 3, alreadyThere: 1, failed: 1, bytesCopied: files["voice-sample/ab/ab12.mp3"].length + files["deliverable/cd/cd34.wav"].length + files["attachment/01/0178.txt"].length });
    expect(Object.fromEntries(outcomes.map((outcome) => [outcome.key, outcome.result]))).toEqual({
      "attachment/01/0178.txt": "copied",
      "deliverable/cd/cd34.wav": "copied",
      "invoice/ef/ef56.pdf": "already there",
      "odd\\name.bin": "failed",
      "voice-sample/ab/ab12.mp3": "copied",
    });
    const failed = outcomes.find((outcome) => outcome.result === "failed");
    expect(failed?.result === "failed" && failed.error.message).toMatch(/Invalid storage key "odd\\\\name.bin": contains a control character or backslash/);
    for (const [key, bytes] of Object.entries(files)) expect((await buffer(bucket.read(key))).equals(bytes), key).toBe(true);
    expect(await bucket.stat("voice-sample/ab/ab99.mp3.0123456789ab.partial")).toBeNull();

    // Run again (after an interruption, say): everything there is left alone.
    expect(await copyLocalFiles(from, bucket)).toEqual({ files: 5, copied: 0, alreadyThere: 4, failed: 1, bytesCopied: 0 });
  });

  it("runs as npm run storage:copy, with a summary and exit code 1 when a file failed", async () => {
    const run = (env: Record<string, string>, args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/storageCopy.ts", ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const copied = await run({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/files` }, ["--from", from]);
    expect(copied.code).toBe(1);
    expect(copied.stdout).toContain(`Copying the files in ${from} to s3://${s3.bucket}/files at ${s3.endpoint}.`);
    expect(copied.stdout).toContain("5 files: 3 copied (6.0 MB), 1 already there, 1 failed.");
    expect(copied.stderr).toContain('failed odd\\name.bin: Invalid storage key');
    expect((await buffer(bucket.read("deliverable/cd/cd34.wav"))).equals(files["deliverable/cd/cd34.wav"])).toBe(true);

    await rm(join(from, "odd\\name.bin"));
    const again = await run({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/files`, STORAGE_DIR: from }, []);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain("4 files: 0 copied (0.0 MB), 4 already there, 0 failed.");

    const nowhere = await run({ STORAGE_DIR: from }, []);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain("Configuration error: STORAGE_URL is not set");
  }, 60_000);
});
