import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, storageConfig } from "../config.ts";
import { fileStorageFromConfig } from "./fileStorageFromConfig.ts";
import { LocalDiskStorage } from "./localDiskStorage.ts";
import { S3Storage } from "./s3Storage.ts";

describe("where stored files live", () => {
  it("is STORAGE_DIR, or DATA_DIR/files, without STORAGE_URL", () => {
    expect(storageConfig({ DATA_DIR: "/srv/studio" })).toEqual({ storageDir: "/srv/studio/files", objectStorage: undefined });
    expect(storageConfig({ DATA_DIR: "/srv/studio", STORAGE_DIR: "/mnt/files" }).storageDir).toBe("/mnt/files");
    expect(storageConfig({}).storageDir).toBe(resolve("data/files"));
  });

  it("builds the local store from STORAGE_DIR", async () => {
    const dir = await mkdtemp(join(tmpdir(), "studiofront-config-"));
    try {
      const local = await fileStorageFromConfig(storageConfig({ STORAGE_DIR: join(dir, "files") }));
      expect(local).toBeInstanceOf(LocalDiskStorage);
      expect((local as LocalDiskStorage).root).toBe(join(dir, "files"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("is STORAGE_URL's bucket under its prefix, through the SDK's credential chain without keys", async () => {
    const config = storageConfig({ STORAGE_URL: "s3://studio-files/prod/files/" });
    expect(config.objectStorage).toEqual({
      bucket: "studio-files",
      prefix: "prod/files",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
    const storage = await fileStorageFromConfig(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).location).toBe("s3://studio-files/prod/files");
    expect(storageConfig({ STORAGE_URL: "s3://studio-files", AWS_REGION: "eu-central-1" }).objectStorage).toMatchObject({ prefix: "", region: "eu-central-1" });
  });

  it("reaches an S3-compatible service with S3_*", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      SESSION_SECRET: "s",
      ALTCHA_HMAC_KEY: "a",
      ADMIN_PASSWORD: "p",
      STORAGE_URL: "s3://studio-files",
      S3_ENDPOINT: "https://s3.example.com/",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.objectStorage).toEqual({
      bucket: "studio-files",
      prefix: "",
      endpoint: "https://s3.example.com",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "key id", secretAccessKey: "secret" },
    });
    expect(((await fileStorageFromConfig(config)) as S3Storage).location).toBe("s3://studio-files at https://s3.example.com");
  });

  it.each([
    [{ STORAGE_URL: "https://studio-files.s3.amazonaws.com" }, 'STORAGE_URL must be an s3:// address (s3://bucket or s3://bucket/prefix), got "https:…"'],
    [{ STORAGE_URL: "file:///srv/files" }, "STORAGE_URL must be an s3:// address"],
    [{ STORAGE_URL: "s3://" }, "STORAGE_URL names no bucket"],
    [{ STORAGE_URL: "s3:///files" }, "STORAGE_URL names no bucket"],
    [{ STORAGE_URL: "s3://Studio_Files" }, `STORAGE_URL's bucket must be 3 to 63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit, got "Studio_Files"`],
    [{ STORAGE_URL: "s3://studio-files?region=eu" }, "STORAGE_URL must be s3://bucket or s3://bucket/prefix, without a query or fragment"],
    [{ STORAGE_URL: "s3://studio-files/a/../b" }, "STORAGE_URL's prefix must be plain path segments"],
    [{ STORAGE_URL: "s3://studio-files//b" }, "STORAGE_URL's prefix must be plain path segments"],
    [{ STORAGE_URL: "s3://studio-files", S3_ENDPOINT: "s3.example.com:9000" }, 'S3_ENDPOINT must be an http or https address such as https://s3.example.com, got "s3.example.com:9000"'],
    [{ STORAGE_URL: "s3://studio-files", S3_ENDPOINT: "not an address" }, "S3_ENDPOINT must be an http or https address"],
    [{ STORAGE_URL: "s3://studio-files", S3_FORCE_PATH_STYLE: "yes" }, 'S3_FORCE_PATH_STYLE must be true or false, got "yes"'],
    [{ STORAGE_URL: "s3://studio-files", S3_ACCESS_KEY_ID: "key id" }, "S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID"],
    [{ STORAGE_URL: "s3://studio-files", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY"],
    [{ S3_ENDPOINT: "https://s3.example.com" }, "S3_ENDPOINT set without STORAGE_URL: set STORAGE_URL=s3://bucket to keep files in object storage, or unset it to keep them in STORAGE_DIR"],
    [{ S3_ACCESS_KEY_ID: "key id", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without STORAGE_URL"],
  ])("refuses %j with a ConfigError naming the variable", (env, message) => {
    expect(() => storageConfig(env)).toThrow(ConfigError);
    expect(() => storageConfig(env)).toThrow(message);
  });

  it("never repeats credentials written into STORAGE_URL", () => {
    expect(() => storageConfig({ STORAGE_URL: "s3://AKIAEXAMPLE:very-secret@studio-files" })).toThrow(
      new ConfigError("STORAGE_URL must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY"),
    );
  });
});
