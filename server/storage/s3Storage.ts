// FileStorage in an S3-compatible bucket: each key is an object under the configured prefix.
// Bytes stream both ways: a stream is written in parts of bounded size (lib-storage's Upload),
// and a read streams GetObject's body as the caller consumes it.
//
// The AWS SDK (several MB of heap) is loaded by S3Storage.open, so a server that keeps its files
// on disk never loads it.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { ObjectStorageConfig } from "../config.ts";
import { checkByteRange, missingFileError, storageKeySegments, type ByteRange, type FileStorage } from "./fileStorage.ts";

/** S3's smallest part: a streamed write holds at most (QUEUE_SIZE + 1) parts in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** How long check() waits for the bucket before it says it cannot be reached. */
const CHECK_TIMEOUT_MS = 10_000;

function errorName(error: unknown): string | undefined {
  return (error as { name?: string } | null)?.name;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** HeadObject answers a bare 404 (its body is empty); GetObject names NoSuchKey, and NoSuchBucket is not a missing file. */
function isMissingObject(error: unknown): boolean {
  const name = errorName(error);
  return name === "NoSuchKey" || name === "NotFound" || (statusOf(error) === 404 && name !== "NoSuchBucket");
}

function describeError(error: unknown): string {
  const name = errorName(error);
  const message = error instanceof Error ? error.message : String(error);
  // The SDK names a bodiless answer "UnknownError"; its HTTP status says more.
  if (message === "UnknownError" || !message) return `${name ?? "error"} (HTTP ${statusOf(error) ?? "?"})`;
  return name && name !== "Error" && !message.startsWith(name) ? `${name}: ${message}` : message;
}

/** What S3Storage uses of the AWS SDK. */
type S3Sdk = { s3: typeof import("@aws-sdk/client-s3"); Upload: typeof import("@aws-sdk/lib-storage").Upload };

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly sdk: S3Sdk;
  readonly bucket: string;
  readonly prefix: string;
  /** `s3://bucket/prefix`, and the endpoint when it is not AWS: for messages. */
  readonly location: string;

  /** The store of `config`'s bucket, with the SDK loaded. */
  static async open(config: ObjectStorageConfig): Promise<S3Storage> {
    const [s3, { Upload }] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
    return new S3Storage(config, { s3, Upload });
  }

  private constructor(config: ObjectStorageConfig, sdk: S3Sdk) {
    this.sdk = sdk;
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.location = `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ""}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
    // Every download holds a socket while the browser reads it: allow more than the SDK's 50.
    const agent = { keepAlive: true, maxSockets: 256 };
    this.client = new sdk.s3.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      followRegionRedirects: true,
      requestHandler: { connectionTimeout: 5_000, httpAgent: agent, httpsAgent: agent },
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** The object's key: the prefix, then the storage key (checked as LocalDiskStorage checks it). */
  objectKey(key: string): string {
    const segments = storageKeySegments(key);
    return this.prefix ? `${this.prefix}/${segments.join("/")}` : segments.join("/");
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const Key = this.objectKey(key);
    if (Buffer.isBuffer(data)) {
      await this.client.send(new this.sdk.s3.PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length }));
      return;
    }
    // A multipart upload is completed only after its last part: until then readers see the old
    // object or none, and a failed one is aborted (its parts deleted).
    let sourceError: Error | undefined;
    data.once("error", (error) => (sourceError = error));
    const upload = new this.sdk.Upload({ client: this.client, params: { Bucket: this.bucket, Key, Body: data }, partSize: PART_SIZE, queueSize: QUEUE_SIZE, leavePartsOnError: false });
    try {
      await upload.done();
    } catch (error) {
      data.destroy();
      // When the source broke, that is the cause, even if aborting the upload failed as well.
      throw sourceError ?? error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const Key = this.objectKey(key);
    try {
      const head = await this.client.send(new this.sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    const Key = this.objectKey(key);
    if (range) checkByteRange(range);
    const abort = new AbortController();
    const stream = Readable.from(this.objectBytes(key, Key, range, abort.signal), { objectMode: false });
    // A reader that stops early (a browser gone) ends the request, and with it the connection's hold.
    stream.once("close", () => {
      if (!stream.readableEnded) abort.abort();
    });
    return stream;
  }

  private async *objectBytes(key: string, Key: string, range: ByteRange | undefined, signal: AbortSignal): AsyncGenerator<Buffer> {
    let body: Readable;
    let answeredRange: string | undefined;
    try {
      const object = await this.client.send(
        new this.sdk.s3.GetObjectCommand({ Bucket: this.bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        { abortSignal: signal },
      );
      body = object.Body as Readable;
      answeredRange = object.ContentRange;
    } catch (error) {
      if (isMissingObject(error)) throw missingFileError(key);
      // A range starting past the end: nothing to read, as from a file on disk.
      if (errorName(error) === "InvalidRange") return;
      throw error;
    }
    if (!range) {
      yield* body;
      return;
    }
    // The caller has promised its client exactly these bytes (Content-Length): a service that
    // answered another range, or more than asked, must not break that promise.
    const answeredStart = answeredRange ? Number(/^bytes (\d+)-/.exec(answeredRange)?.[1]) : 0;
    if (answeredStart !== range.start) {
      body.destroy();
      throw new Error(`Object storage ${this.location} answered ${answeredRange ?? "the whole object"} for bytes ${range.start}-${range.end} of ${key}`);
    }
    let left = range.end - range.start + 1;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (chunk.length > left) {
        if (left > 0) yield chunk.subarray(0, left);
        return;
      }
      left -= chunk.length;
      yield chunk;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Writes, reads back and deletes a small object of its own. */
  async check(): Promise<void> {
    const Key = this.objectKey(`.studiofront-check/${randomUUID()}`);
    const probe = Buffer.from(`studiofront storage check ${new Date().toISOString()}`);
    const abortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
    const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        const reason = abortSignal.aborted ? `no answer within ${CHECK_TIMEOUT_MS / 1000} s` : describeError(error);
        throw new Error(`Object storage ${this.location} cannot be ${what}: ${reason}`, { cause: error });
      }
    };
    const remove = () => this.client.send(new this.sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal });
    await step("written", () => this.client.send(new this.sdk.s3.PutObjectCommand({ Bucket: this.bucket, Key, Body: probe, ContentLength: probe.length }), { abortSignal }));
    try {
      const read = await step("read", async () => {
        const object = await this.client.send(new this.sdk.s3.GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal });
        return Buffer.from(await object.Body!.transformToByteArray());
      });
      if (!read.equals(probe)) throw new Error(`Object storage ${this.location} answered other bytes than were written`);
    } catch (error) {
      await remove().catch(() => undefined);
      throw error;
    }
    await step("deleted from", remove);
  }
}
