import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer, text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StoredFile } from "../db/generated/client.ts";
import { openEmptyStorage, STORAGE_BACKENDS, type OpenStorage } from "../../tests/storageBackends.ts";
import type { FileStorage } from "./fileStorage.ts";
import { cleanFileName, extensionFor, saveStoredFile, storageKeyFor, type StoredFileDb } from "./storedFiles.ts";

/** An in-memory stand-in for prisma.storedFile with the queries saveStoredFile makes. */
function fakeDb(options: { raceOnCreate?: StoredFile } = {}) {
  const rows: StoredFile[] = [];
  let creates = 0;
  const storedFile = {
    async findFirst({ where }: { where: { sha256: string; kind: string } }) {
      return rows.find((row) => row.sha256 === where.sha256 && row.kind === where.kind) ?? null;
    },
    async findUnique({ where }: { where: { storageKey: string } }) {
      return rows.find((row) => row.storageKey === where.storageKey) ?? null;
    },
    async create({ data }: { data: Omit<StoredFile, "id" | "createdAt" | "updatedAt"> }) {
      creates++;
      if (options.raceOnCreate) {
        rows.push(options.raceOnCreate);
        throw Object.assign(new Error("Unique constraint failed on the fields: (`storageKey`)"), { code: "P2002" });
      }
      const now = new Date();
      const row = { ...data, id: randomUUID(), createdAt: now, updatedAt: now } as StoredFile;
      rows.push(row);
      return row;
    },
  };
  return { db: { storedFile } as unknown as StoredFileDb, rows, creates: () => creates };
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(STORAGE_BACKENDS)("saveStoredFile on %s", (backend) => {
  let opened: OpenStorage;
  let storage: FileStorage;
  beforeEach(async () => {
    opened = await openEmptyStorage(backend);
    storage = opened.storage;
  });
  afterEach(async () => {
    await opened.close();
  });

  it("stores the bytes under a content-addressed key and records size and hash", async () => {
    const { db } = fakeDb();
    const data = Buffer.from("ID3 demo audio bytes");
    const file = await saveStoredFile(db, storage, {
      kind: "VOICE_SAMPLE",
      name: "charlotte-1.mp3",
      mediaType: "audio/mpeg",
      data,
      uploadedById: null,
    });
    const hash = sha(data);
    expect(file).toMatchObject({ kind: "VOICE_SAMPLE", name: "charlotte-1.mp3", mediaType: "audio/mpeg", size: data.length, sha256: hash });
    expect(file.storageKey).toBe(`voice-sample/${hash.slice(0, 2)}/${hash}.mp3`);
    expect(await storage.stat(file.storageKey)).toEqual({ size: data.length });
    expect(await text(storage.read(file.storageKey))).toBe("ID3 demo audio bytes");
  });

  it("streams a file on disk into storage", async () => {
    const { db } = fakeDb();
    const scratch = await mkdtemp(join(tmpdir(), "studiofront-render-"));
    try {
      const data = Buffer.alloc(6 * 1024 * 1024, "RIFF....WAVEfmt ");
      await writeFile(join(scratch, "rendered.wav"), data);
      const file = await saveStoredFile(db, storage, { kind: "DELIVERABLE", name: "main_menu.wav", mediaType: "audio/wav", data: { path: join(scratch, "rendered.wav") } });
      expect(file).toMatchObject({ size: data.length, sha256: sha(data), storageKey: storageKeyFor("DELIVERABLE", sha(data), "wav") });
      expect(await storage.stat(file.storageKey)).toEqual({ size: data.length });
      expect(sha(await buffer(storage.read(file.storageKey)))).toBe(sha(data));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it("returns the existing row for the same bytes and kind, and stores a new one for another kind", async () => {
    const { db, rows, creates } = fakeDb();
    const data = Buffer.from("<svg/>");
    const first = await saveStoredFile(db, storage, { kind: "VOICE_PHOTO", name: "a.svg", mediaType: "image/svg+xml", data });
    const again = await saveStoredFile(db, storage, { kind: "VOICE_PHOTO", name: "b.svg", mediaType: "image/svg+xml", data });
    expect(again.id).toBe(first.id);
    expect(creates()).toBe(1);

    const other = await saveStoredFile(db, storage, { kind: "ATTACHMENT", name: "a.svg", mediaType: "image/svg+xml", data });
    expect(other.id).not.toBe(first.id);
    expect(other.storageKey.startsWith("attachment/")).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it("writes the bytes again when storage lost them", async () => {
    const { db } = fakeDb();
    const data = Buffer.from("track bytes");
    const file = await saveStoredFile(db, storage, { kind: "SOUNDTRACK", name: "t.mp3", mediaType: "audio/mpeg", data });
    await storage.remove(file.storageKey);
    const again = await saveStoredFile(db, storage, { kind: "SOUNDTRACK", name: "t.mp3", mediaType: "audio/mpeg", data });
    expect(again.id).toBe(file.id);
    expect(await storage.stat(file.storageKey)).toEqual({ size: data.length });
  });

  it("uses the row another request created at the same moment", async () => {
    const data = Buffer.from("raced");
    const hash = sha(data);
    const now = new Date();
    const winner: StoredFile = {
      id: randomUUID(), kind: "SCRIPT", name: "s.txt", mediaType: "text/plain", size: data.length, sha256: hash,
      storageKey: storageKeyFor("SCRIPT", hash, "txt"), uploadedById: null, createdAt: now, updatedAt: now,
    };
    const { db } = fakeDb({ raceOnCreate: winner });
    const file = await saveStoredFile(db, storage, { kind: "SCRIPT", name: "s.txt", mediaType: "text/plain", data });
    expect(file.id).toBe(winner.id);
  });
});

describe("helpers", () => {
  it("derives extensions from the media type, then the name", () => {
    expect(extensionFor("audio/mpeg", "x")).toBe("mp3");
    expect(extensionFor("audio/x-wav", "x.WAV")).toBe("wav");
    expect(extensionFor("image/svg+xml; charset=utf-8", "x")).toBe("svg");
    expect(extensionFor("application/octet-stream", "prompt.VOX")).toBe("vox");
    expect(extensionFor("application/octet-stream", "no-extension")).toBe("bin");
    expect(extensionFor("application/octet-stream", "weird.ext with space")).toBe("bin");
  });

  it("builds keys from kind and hash", () => {
    expect(storageKeyFor("VOICE_SAMPLE", "abcdef", "mp3")).toBe("voice-sample/ab/abcdef.mp3");
    expect(storageKeyFor("DELIVERABLE", "0123", "wav")).toBe("deliverable/01/0123.wav");
  });

  it("keeps only the base name of client-supplied names", () => {
    expect(cleanFileName("C:\\fakepath\\Greeting 1.wav")).toBe("Greeting 1.wav");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("  ")).toBe("file");
    expect(cleanFileName("a\u0000b.mp3")).toBe("ab.mp3");
  });
});
