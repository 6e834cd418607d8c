// What only object storage has: the URL's prefix, the bucket and the service behind it, its
// credentials. What every store does is in fileStorage.test.ts.
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { text } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type S3Server } from "../../tests/s3Server.ts";
import { storageConfig } from "../config.ts";
import { S3Storage } from "./s3Storage.ts";

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const storageWith = (env: Record<string, string>) => S3Storage.open(storageConfig({ ...s3.env, ...env }).objectStorage!);

describe("S3Storage", () => {
  it("keeps each key under the URL's prefix", async () => {
    const storage = await storageWith({ STORAGE_URL: `s3://${s3.bucket}/studio/files/` });
    await storage.put("voice-sample/ab/abcdef.mp3", Buffer.from("hello"));
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(["studio/files/voice-sample/ab/abcdef.mp3"]);
    const object = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: "studio/files/voice-sample/ab/abcdef.mp3" }));
    expect(await object.Body!.transformToString()).toBe("hello");
    expect(storage.location).toBe(`s3://${s3.bucket}/studio/files at ${s3.endpoint}`);
    // Its check leaves nothing behind.
    await storage.check();
    expect((await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "studio/files/." }))).KeyCount).toBe(0);
  });

  it("does not take a missing bucket for a missing file, and its check says what is wrong", async () => {
    const storage = await storageWith({ STORAGE_URL: "s3://no-such-bucket" });
    await expect(text(storage.read("a/b.txt"))).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.put("a/b.txt", Buffer.from("x"))).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.check()).rejects.toThrow(`Object storage s3://no-such-bucket at ${s3.endpoint} cannot be written: NoSuchBucket: The specified bucket does not exist`);
  });

  it("fails its check with the service's reason for wrong credentials, and with the connection's for no service", async () => {
    await expect((await storageWith({ S3_ACCESS_KEY_ID: "SOMEONE-ELSE" })).check()).rejects.toThrow(/cannot be written: InvalidAccessKeyId: The AWS Access Key Id you provided does not exist/);
    const gone = await startS3Server();
    await gone.close();
    await expect((await storageWith(gone.env)).check()).rejects.toThrow(new RegExp(`^Object storage s3://${s3.bucket} at ${gone.endpoint} cannot be written: .*ECONNREFUSED`));
  });

  it("takes credentials from the SDK's default chain when S3_ACCESS_KEY_ID is not set", async () => {
    const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ...withoutKeys } = s3.env;
    const config = storageConfig(withoutKeys).objectStorage!;
    expect(config.credentials).toBeUndefined();
    vi.stubEnv("AWS_ACCESS_KEY_ID", S3_ACCESS_KEY_ID);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", S3_SECRET_ACCESS_KEY);
    await expect((await S3Storage.open(config)).check()).resolves.toBeUndefined();
  });
});
