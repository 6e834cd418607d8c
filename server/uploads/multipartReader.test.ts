import { existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { type FileLimits, type MultipartOptions, readMultipartRequest } from "./multipartReader.ts";
import { TemporaryUpload, uploadPath } from "./temporaryUpload.ts";

const BOUNDARY = "reader-test";
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename: string, type: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const END = `--${BOUNDARY}--\r\n`;
const OPERATIONS = JSON.stringify({ query: "mutation($f: File!) { f(file: $f) }", variables: { f: null } });
const MAP = JSON.stringify({ 0: ["variables.f"] });

/** A multipart body as `pieces`, read by the stream in those pieces; `read` counts what was taken from it. */
function body(pieces: (string | Buffer)[]) {
  const counter = { read: 0 };
  const stream = Readable.from(
    (function* () {
      for (const piece of pieces) {
        const bytes = Buffer.from(piece);
        counter.read += bytes.byteLength;
        yield bytes;
      }
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
  return { stream, counter };
}

const options = (admit: MultipartOptions["admit"], overrides: Partial<MultipartOptions> = {}): MultipartOptions => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  contentLength: null,
  maxBodyBytes: 10_000_000,
  maxFieldBytes: 10_000,
  admit,
  ...overrides,
});

const limits = (perFile: Record<string, number>, bodyBytes = 10_000_000): FileLimits => ({ perFile: new Map(Object.entries(perFile)), body: bodyBytes });

const codeOf = (error: unknown) => (error as GraphQLError).extensions?.code;
const uploadDirectories = () => readdirSync(tmpdir()).filter((name) => name.startsWith("studiofront-upload-"));

describe("readMultipartRequest", () => {
  it("hands the operations and each file, on disk at its path until disposed", async () => {
    const { stream } = body([field("operations", OPERATIONS), field("map", MAP), fileHead("0", "take.wav", "audio/wav"), "RIFF....WAVE", "\r\n", END]);
    let admitted: unknown[] = [];
    const request = await readMultipartRequest(
      stream,
      options(async (operations, map) => {
        admitted = [operations, map];
        return limits({ 0: 100 });
      }),
    );
    expect(admitted).toEqual([JSON.parse(OPERATIONS), JSON.parse(MAP)]);
    expect(request.operations).toEqual(JSON.parse(OPERATIONS));
    const file = request.files.get("0")!;
    expect(file).toBeInstanceOf(TemporaryUpload);
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, file.size, await file.text()]).toEqual(["take.wav", "audio/wav", 12, "RIFF....WAVE"]);
    const path = uploadPath(file)!;
    expect(path.startsWith(tmpdir())).toBe(true);
    expect(existsSync(path)).toBe(true);
    await request.dispose();
    expect(existsSync(dirname(path))).toBe(false);
  });

  it("stores several files of one request side by side, each at its own path", async () => {
    const map = JSON.stringify({ 0: ["variables.f.0"], 1: ["variables.f.1"] });
    const parts = [field("operations", OPERATIONS), field("map", map), fileHead("0", "a.txt", "text/plain"), "first", "\r\n", fileHead("1", "b.txt", "text/plain"), "second", "\r\n", END];
    const request = await readMultipartRequest(body(parts).stream, options(async () => limits({ 0: 100, 1: 100 })));
    const [first, second] = [request.files.get("0")!, request.files.get("1")!];
    expect([await first.text(), await second.text()]).toEqual(["first", "second"]);
    expect(uploadPath(first)).not.toBe(uploadPath(second));
    await request.dispose();
  });

  it("reads nothing past map while the request is judged, and no file at all when it is refused", async () => {
    const before = uploadDirectories();
    const judged = field("operations", OPERATIONS) + field("map", MAP);
    const file = Array.from({ length: 20 }, () => "x".repeat(1000));
    const { stream, counter } = body([judged, fileHead("0", "take.wav", "audio/wav"), ...file, "\r\n", END]);
    const refusal = new GraphQLError("Sign in to continue.", { extensions: { code: "FORBIDDEN" } });
    let readWhileJudging = -1;
    const reading = readMultipartRequest(
      stream,
      options(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        readWhileJudging = counter.read;
        throw refusal;
      }),
    );
    await expect(reading).rejects.toBe(refusal);
    // The first piece held operations and map; past it, a piece or two waited in the streams' buffers.
    expect(readWhileJudging).toBeGreaterThan(0);
    expect(readWhileJudging).toBeLessThanOrEqual(Buffer.byteLength(judged) + 3000);
    expect(uploadDirectories()).toEqual(before);
  });

  it("keeps a file over its limit on disk to the limit and one byte more, its size what was sent, so its field's check refuses it", async () => {
    const { stream } = body([field("operations", OPERATIONS), field("map", MAP), fileHead("0", "big.wav", "audio/wav"), "x".repeat(5000), "\r\n", END]);
    const request = await readMultipartRequest(stream, options(async () => limits({ 0: 100 })));
    const file = request.files.get("0")!;
    expect(file.size).toBe(5000);
    expect(statSync(uploadPath(file)!).size).toBe(101);
    await request.dispose();
  });

  it("refuses a body over the admitted limit with 413 naming it, and removes what it wrote", async () => {
    const before = uploadDirectories();
    const { stream } = body([field("operations", OPERATIONS), field("map", MAP), fileHead("0", "big.wav", "audio/wav"), ...Array.from({ length: 10 }, () => "x".repeat(1000)), "\r\n", END]);
    const error = await readMultipartRequest(stream, options(async () => limits({ 0: 100_000 }, 3 * 1024))).catch((refused: unknown) => refused);
    expect(codeOf(error)).toBe("REQUEST_ENTITY_TOO_LARGE");
    expect((error as Error).message).toBe("The request body is larger than 3 KB.");
    expect(uploadDirectories()).toEqual(before);
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const { stream, counter } = body([field("operations", OPERATIONS)]);
    const error = await readMultipartRequest(stream, options(async () => limits({}), { contentLength: 20_000_000 })).catch((refused: unknown) => refused);
    expect(codeOf(error)).toBe("REQUEST_ENTITY_TOO_LARGE");
    expect(counter.read).toBe(0);
  });

  const malformed: [string, (string | Buffer)[], string][] = [
    ["a file before map", [field("operations", OPERATIONS), fileHead("0", "a.wav", "audio/wav"), "x\r\n", END], `The file "0" comes before the "operations" and "map" fields: send them first.`],
    ["map before operations", [field("map", MAP), field("operations", OPERATIONS), END], `The multipart request's first part must be the "operations" field, not "map".`],
    ["a field after map", [field("operations", OPERATIONS), field("map", MAP), field("extra", "1"), END], `The multipart request has a field "extra" after "operations" and "map": only files may follow them.`],
    ["operations that are not JSON", [field("operations", "{"), field("map", MAP), END], `The "operations" field is not valid JSON.`],
    ["a file map does not name", [field("operations", OPERATIONS), field("map", MAP), fileHead("7", "a.wav", "audio/wav"), "x\r\n", END], `The file "7" is not named in "map".`],
    ["a file sent twice", [field("operations", OPERATIONS), field("map", MAP), fileHead("0", "a.wav", "audio/wav"), "x\r\n", fileHead("0", "a.wav", "audio/wav"), "x\r\n", END], `The file "0" is sent twice.`],
    ["a file map names but the body lacks", [field("operations", OPERATIONS), field("map", MAP), END], `"map" names the file "0", which the request does not carry.`],
    ["no operations", [END], `The multipart request has no "operations" field.`],
  ];
  it.each(malformed)("refuses %s with 400 saying what is wrong", async (_name, pieces, message) => {
    const error = await readMultipartRequest(body(pieces).stream, options(async () => limits({ 0: 100 }))).catch((refused: unknown) => refused);
    expect(codeOf(error)).toBe("BAD_REQUEST");
    expect((error as Error).message).toBe(message);
  });

  it("refuses a body that ends early, and a content type without a boundary", async () => {
    const early = await readMultipartRequest(body([field("operations", OPERATIONS), field("map", MAP), fileHead("0", "a.wav", "audio/wav"), "xx"]).stream, options(async () => limits({ 0: 100 }))).catch((refused: unknown) => refused);
    expect(codeOf(early)).toBe("BAD_REQUEST");
    const unbounded = await readMultipartRequest(body([END]).stream, options(async () => limits({}), { contentType: "multipart/form-data" })).catch((refused: unknown) => refused);
    expect(codeOf(unbounded)).toBe("BAD_REQUEST");
  });
});
