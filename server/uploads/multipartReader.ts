// Reads a GraphQL multipart request as it arrives, in the spec's order: the `operations` field,
// the `map` field, then one part per file. Nothing is held in memory but those two fields and one
// chunk at a time. Once `map` is in, reading stops until `admit` has decided on the request: it
// refuses it (the files are never read) or says how many bytes each file and the whole body may
// hold. Admitted files stream to a temporary directory. A file larger than its limit is kept to its
// limit and one byte more, the rest of it read, counted (its `size` is what was sent, so its field's
// own check refuses it) and dropped; a body past its limit is refused (413) the moment it passes it.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";
import { badRequest, requestTooLarge } from "../http/requestErrors.ts";
import { TemporaryUpload } from "./temporaryUpload.ts";

export type FileLimits = {
  /** The most bytes each file may hold, by its part's name (the keys of `map`). */
  perFile: ReadonlyMap<string, number>;
  /** The most bytes the whole body may hold. */
  body: number;
};

export type MultipartOptions = {
  contentType: string;
  /** The declared Content-Length, when there is one: a body declared too large is refused unread. */
  contentLength: number | null;
  /** The most the body may hold until `admit` says otherwise (it can only lower it). */
  maxBodyBytes: number;
  /** The most `operations` and `map` may each hold. */
  maxFieldBytes: number;
  /** Decides on the request from its two JSON fields (`map` is `{}` when absent); throws to refuse it unread. */
  admit(operations: unknown, map: unknown): Promise<FileLimits>;
};

export type MultipartRequest = {
  operations: unknown;
  /** The files by their part's name, on disk until `dispose()`. */
  files: ReadonlyMap<string, TemporaryUpload>;
  /** Removes the temporary files. */
  dispose(): Promise<void>;
};

/** Reads `body`; on any refusal the temporary files are removed and the rest of the body is left unread. */
export async function readMultipartRequest(body: Readable, options: MultipartOptions): Promise<MultipartRequest> {
  if (options.contentLength !== null && options.contentLength > options.maxBodyBytes) throw requestTooLarge(options.maxBodyBytes);
  const spool = new Spool();
  try {
    const operations = await read(body, options, spool);
    return { operations, files: spool.files, dispose: () => spool.dispose() };
  } catch (error) {
    await spool.dispose();
    throw error;
  }
}

const FIELDS = ["operations", "map"] as const;

function read(body: Readable, options: MultipartOptions, spool: Spool): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let busboy: BusboyInstance;
    try {
      busboy = Busboy({ headers: { "content-type": options.contentType }, limits: { fieldSize: options.maxFieldBytes } });
    } catch (error) {
      return reject(badRequest(`The multipart body cannot be read: ${(error as Error).message}.`));
    }
    const abort = new AbortController();
    const writes: Promise<void>[] = [];
    const fields: Partial<Record<(typeof FIELDS)[number], unknown>> = {};
    let fieldCount = 0;
    let admission: Promise<FileLimits> | null = null;
    let admitted = false;
    let bodyLimit = options.maxBodyBytes;
    let received = 0;
    let failed = false;

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(counter);
      counter.unpipe(busboy);
      abort.abort();
      void Promise.allSettled(writes).then(() => reject(error));
    };

    const admit = (map: unknown) => {
      admission = options.admit(fields.operations, map).then((limits) => {
        admitted = true;
        bodyLimit = Math.min(bodyLimit, limits.body);
        if (options.contentLength !== null && options.contentLength > bodyLimit) throw requestTooLarge(bodyLimit);
        return limits;
      });
      admission.catch(fail);
      return admission;
    };

    // One chunk at a time (no buffer ahead of the parser), so reading stops where `map` ends.
    const counter = new Transform({
      writableHighWaterMark: 0,
      transform(chunk: Buffer, _encoding, done) {
        const pass = () => {
          received += chunk.byteLength;
          if (received > bodyLimit) done(requestTooLarge(bodyLimit));
          else done(null, chunk);
        };
        // Once `map` is in, nothing more is read until the request is admitted.
        if (admission && !admitted) admission.then(pass, () => done());
        else pass();
      },
    });

    busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (failed) return;
      const expected = FIELDS[fieldCount++];
      if (!expected) return fail(badRequest(`The multipart request has a field "${name}" after "operations" and "map": only files may follow them.`));
      if (name !== expected) return fail(badRequest(`The multipart request's ${expected === "operations" ? "first" : "second"} part must be the "${expected}" field, not "${name}".`));
      if (valueTruncated) return fail(requestTooLarge(options.maxFieldBytes, `The "${name}" field`));
      try {
        fields[expected] = JSON.parse(value);
      } catch {
        return fail(badRequest(`The "${name}" field is not valid JSON.`));
      }
      if (expected === "map") admit(fields.map);
    });

    busboy.on("file", (name, stream, filename, _encoding, mimeType) => {
      stream.on("error", unreadable);
      if (failed) return void stream.resume();
      if (!admission) {
        stream.resume();
        return fail(badRequest(`The file "${name}" comes before the "operations" and "map" fields: send them first.`));
      }
      const write = admission.then((limits) => spool.store(name, stream, filename ?? "", mimeType, limits.perFile.get(name), abort.signal));
      writes.push(write);
      write.catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
    });

    const unreadable = (error: Error) => fail(badRequest(`The multipart body cannot be read: ${error.message}.`));
    busboy.on("error", unreadable);
    counter.on("error", fail);
    body.on("error", (error: Error) => fail(badRequest(`The request body ended early: ${error.message}.`)));

    busboy.on("finish", () => {
      if (failed) return;
      if (fieldCount === 0) return fail(badRequest(`The multipart request has no "operations" field.`));
      const admitting = admission ?? admit({});
      Promise.all([admitting, ...writes]).then(([limits]) => {
        const missing = [...limits.perFile.keys()].find((name) => !spool.files.has(name));
        if (missing !== undefined) return fail(badRequest(`"map" names the file "${missing}", which the request does not carry.`));
        resolve(fields.operations);
      }, fail);
    });

    body.pipe(counter).pipe(busboy);
  });
}

/** The request's temporary directory and the files written to it. */
class Spool {
  readonly files = new Map<string, TemporaryUpload>();
  private readonly names = new Set<string>();
  private directory: Promise<string> | null = null;

  async store(name: string, stream: BusboyFileStream, filename: string, type: string, maxBytes: number | undefined, signal: AbortSignal) {
    if (maxBytes === undefined) throw badRequest(`The file "${name}" is not named in "map".`);
    if (this.names.has(name)) throw badRequest(`The file "${name}" is sent twice.`);
    this.names.add(name);
    // Numbered before waiting for the directory: the files of one request are stored side by side.
    const number = this.names.size;
    const directory = await (this.directory ??= mkdtemp(join(tmpdir(), "studiofront-upload-")));
    const path = join(directory, String(number));
    await pipeline(stream, keepingAtMost(maxBytes + 1), createWriteStream(path, { flags: "wx" }), { signal });
    this.files.set(name, await TemporaryUpload.open(path, filename, type, stream.bytesRead));
  }

  async dispose() {
    const directory = await this.directory?.catch(() => null);
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

/** Passes on the first `limit` bytes and drops the rest. */
function keepingAtMost(limit: number): Transform {
  let kept = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = limit - kept;
      if (room <= 0) return done();
      const part = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
      kept += part.byteLength;
      done(null, part);
    },
  });
}
