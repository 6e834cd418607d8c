// npm run storage:copy [-- --from <dir>]: copies the local store (STORAGE_DIR, else DATA_DIR/files,
// or <dir>) into the bucket of STORAGE_URL, skipping objects already there with the same size, so
// it can be run again after an interruption. Exits 1 if any file failed.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, storageConfig } from "../server/config.ts";
import { copyLocalFiles } from "../server/storage/copyLocalFiles.ts";
import { S3Storage } from "../server/storage/s3Storage.ts";

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: "string" } }, strict: true });
  const config = storageConfig(process.env);
  if (!config.objectStorage) throw new ConfigError("STORAGE_URL is not set: name the bucket to copy into, e.g. STORAGE_URL=s3://bucket or s3://bucket/prefix");
  const fromDir = values.from ? resolve(values.from) : config.storageDir;
  if (!existsSync(fromDir) || !statSync(fromDir).isDirectory()) throw new ConfigError(`No folder to copy from at ${fromDir} (--from, STORAGE_DIR or DATA_DIR/files)`);

  const target = await S3Storage.open(config.objectStorage);
  await target.check();
  console.log(`Copying the files in ${fromDir} to ${target.location}.`);
  const summary = await copyLocalFiles(fromDir, target, {
    onFile: (outcome, done, files) => {
      if (outcome.result === "failed") console.error(`failed ${outcome.key}: ${outcome.error.message}`);
      if (done % 100 === 0 && done < files) console.log(`… ${done} of ${files} files`);
    },
  });
  console.log(`${summary.files} files: ${summary.copied} copied (${megabytes(summary.bytesCopied)}), ${summary.alreadyThere} already there, ${summary.failed} failed.`);
  target.client.destroy();
  return summary.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
