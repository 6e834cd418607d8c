// Seeds a real (in-memory PGlite) database twice and checks the seed is complete, idempotent and
// never overwrites what the studio edited.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../accounts/passwords.ts";
import { LocalDiskStorage } from "../../storage/localDiskStorage.ts";
import { PrismaClient } from "../generated/client.ts";
import { BUNDLES, CONTENT_ENTRIES, SERVICES, SETTINGS, TAX_RATES, TRACKS, VOICES } from "./catalogue.ts";
import { SEED_LEDGER_KEY, seedDatabase, type SeedResult } from "./seed.ts";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations/", import.meta.url));
const assetsDir = fileURLToPath(new URL("../../../prisma/seed-assets/", import.meta.url));
const options = { adminEmail: "Admin@Studiofront.Example", adminPassword: "correct horse battery staple" };

let pglite: PGlite;
let prisma: PrismaClient;
let storageDir: string;
let storage: LocalDiskStorage;
let first: SeedResult;
let second: SeedResult;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
let untouchedBefore: { service: Date; setting: Date; voice: Date; admin: Date; ledger: Date };

async function counts() {
  return {
    services: await prisma.service.count(),
    bundles: await prisma.bundle.count(),
    voices: await prisma.voice.count(),
    samples: await prisma.voiceSample.count(),
    tracks: await prisma.soundtrackTrack.count(),
    taxRates: await prisma.taxRate.count(),
    contentEntries: await prisma.contentEntry.count(),
    settings: await prisma.setting.count(),
    storedFiles: await prisma.storedFile.count(),
    users: await prisma.user.count(),
    admins: await prisma.user.count({ where: { role: "ADMIN" } }),
  };
}

async function updatedAts() {
  return {
    service: (await prisma.service.findUniqueOrThrow({ where: { slug: "mobile-voicemail" } })).updatedAt,
    setting: (await prisma.setting.findUniqueOrThrow({ where: { key: "studioName" } })).updatedAt,
    voice: (await prisma.voice.findUniqueOrThrow({ where: { slug: "charlotte" } })).updatedAt,
    admin: (await prisma.user.findUniqueOrThrow({ where: { email: "admin@studiofront.example" } })).updatedAt,
    ledger: (await prisma.setting.findUniqueOrThrow({ where: { key: SEED_LEDGER_KEY } })).updatedAt,
  };
}

beforeAll(async () => {
  pglite = new PGlite();
  for (const name of readdirSync(migrationsDir).filter((n) => statSync(join(migrationsDir, n)).isDirectory()).sort()) {
    await pglite.exec(readFileSync(join(migrationsDir, name, "migration.sql"), "utf8"));
  }
  prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  storageDir = await mkdtemp(join(tmpdir(), "studiofront-seed-"));
  storage = new LocalDiskStorage(storageDir);

  first = await seedDatabase(prisma, storage, options);
  countsAfterFirst = await counts();
  untouchedBefore = await updatedAts();

  // The studio edits and deletes between two starts of the server.
  await prisma.service.update({ where: { slug: "telephone-voice-prompts" }, data: { name: "IVR prompts (edited)" } });
  await prisma.setting.update({ where: { key: "contactPhone" }, data: { value: "+31 30 000 0000" } });
  await prisma.contentEntry.delete({ where: { kind_slug: { kind: "FAQ", slug: "payment" } } });

  second = await seedDatabase(prisma, storage, options);
  countsAfterSecond = await counts();
}, 180_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await pglite?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe("seedDatabase", () => {
  it("creates the catalogue on the first run and nothing on the second", () => {
    expect(first.created).toBe(true);
    expect(first.createdCounts).toMatchObject({ service: 6, bundle: 3, user: 1 });
    expect(second).toEqual({ created: false, createdCounts: {} });
  });

  it("has the expected counts, equal after the second run", () => {
    expect(countsAfterFirst.services).toBe(6);
    expect(countsAfterFirst.bundles).toBe(3);
    expect(countsAfterFirst.voices).toBeGreaterThanOrEqual(8);
    expect(countsAfterFirst.tracks).toBeGreaterThanOrEqual(5);
    expect(countsAfterFirst.taxRates).toBe(TAX_RATES.length);
    expect(countsAfterFirst.contentEntries).toBe(CONTENT_ENTRIES.length);
    expect(countsAfterFirst.settings).toBe(Object.keys(SETTINGS).length + 1); // + the seed ledger
    expect(countsAfterFirst.samples).toBe(VOICES.reduce((n, v) => n + v.samples.length, 0));
    expect(countsAfterFirst.storedFiles).toBe(countsAfterFirst.samples + countsAfterFirst.voices + countsAfterFirst.tracks);
    expect(countsAfterFirst.users).toBe(1);
    expect(countsAfterFirst.admins).toBe(1);
    // The deleted FAQ entry stays deleted; everything else is unchanged.
    expect(countsAfterSecond).toEqual({ ...countsAfterFirst, contentEntries: countsAfterFirst.contentEntries - 1 });
  });

  it("does not touch rows on the second run", async () => {
    expect(await updatedAts()).toEqual(untouchedBefore);
  });

  it("keeps what the studio edited or deleted", async () => {
    const service = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    expect(service.name).toBe("IVR prompts (edited)");
    const phone = await prisma.setting.findUniqueOrThrow({ where: { key: "contactPhone" } });
    expect(phone.value).toBe("+31 30 000 0000");
    expect(await prisma.contentEntry.findFirst({ where: { kind: "FAQ", slug: "payment" } })).toBeNull();
  });

  it("stores a sample for every voice, with its bytes in storage", async () => {
    const voices = await prisma.voice.findMany({ include: { samples: { include: { file: true } }, photo: true } });
    expect(voices.length).toBe(VOICES.length);
    for (const voice of voices) {
      expect(voice.samples.length, voice.slug).toBeGreaterThanOrEqual(1);
      for (const sample of voice.samples) {
        expect(sample.file.kind).toBe("VOICE_SAMPLE");
        expect(sample.file.mediaType).toBe("audio/mpeg");
        expect(sample.file.storageKey).toBe(`voice-sample/${sample.file.sha256.slice(0, 2)}/${sample.file.sha256}.mp3`);
        expect(await storage.stat(sample.file.storageKey)).toEqual({ size: sample.file.size });
        const catalogued = VOICES.find((v) => v.slug === voice.slug)!.samples.find((s) => s.title === sample.title)!;
        expect(sample.file.size).toBe(statSync(join(assetsDir, catalogued.file)).size);
      }
      expect(voice.photo?.mediaType).toBe("image/svg+xml");
      expect(await storage.stat(voice.photo!.storageKey)).toEqual({ size: voice.photo!.size });
    }
    expect(voices.filter((v) => v.featured)).toHaveLength(5);
  });

  it("stores every track's file", async () => {
    const tracks = await prisma.soundtrackTrack.findMany({ include: { file: true } });
    expect(tracks.map((t) => t.slug).sort()).toEqual(TRACKS.map((t) => t.slug).sort());
    for (const track of tracks) {
      expect(track.file.kind).toBe("SOUNDTRACK");
      expect(await storage.stat(track.file.storageKey)).toEqual({ size: track.file.size });
      expect(track.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(track.durationSeconds).toBeLessThanOrEqual(30);
    }
  });

  it("seeds the services, bundles and prices of the catalogue", async () => {
    const prompts = await prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
    expect(prompts).toMatchObject({ pricingModel: "PER_PROMPT", basePrice: 2900, includedWords: 25, perWordPrice: 60, turnaroundDays: 2, rushFee: 4900, rushTurnaroundDays: 1, currency: "EUR" });
    const onHold = await prisma.service.findUniqueOrThrow({ where: { slug: "message-on-hold" }, include: { bundles: true } });
    expect(onHold).toMatchObject({ pricingModel: "BUNDLE", basePrice: 6900, includedWords: 50, perWordPrice: 90, turnaroundDays: 3, rushFee: 4900 });
    expect(onHold.bundles.map((b) => [b.slug, b.messagesIncluded, b.price]).sort()).toEqual(
      BUNDLES.map((b) => [b.slug, b.messagesIncluded, b.price]).sort(),
    );
    const voicemail = await prisma.service.findUniqueOrThrow({ where: { slug: "mobile-voicemail" } });
    expect(voicemail).toMatchObject({ pricingModel: "FLAT", basePrice: 3900, turnaroundDays: 2, rushFee: 2900 });
    const quoted = await prisma.service.findMany({ where: { pricingModel: "QUOTE" }, orderBy: { position: "asc" } });
    expect(quoted.map((s) => s.slug)).toEqual(["bilingual-voice-over", "multilingual-voice-over", "commercial-recording"]);
    expect(quoted.find((s) => s.slug === "commercial-recording")?.turnaroundDays).toBe(5);
    for (const service of SERVICES) expect(service.description.split("\n\n").length).toBeGreaterThanOrEqual(2);
  });

  it("creates the administrator with a hashed password and a referral code", async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@studiofront.example" } });
    expect(admin).toMatchObject({ role: "ADMIN", name: "Studio Administrator" });
    expect(admin.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, options.adminPassword)).toBe(true);
  });

  it("seeds the settings and the pages the site needs", async () => {
    const studioName = await prisma.setting.findUniqueOrThrow({ where: { key: "studioName" } });
    expect(studioName.value).toBe("Studiofront Demo Studio");
    expect((await prisma.setting.findUniqueOrThrow({ where: { key: "wordsPerMinute" } })).value).toBe(150);
    const pages = await prisma.contentEntry.findMany({ where: { kind: "PAGE" } });
    expect(pages.map((p) => p.slug).sort()).toEqual(["about-studio", "home-intro", "partnerships", "terms"]);
    const kinds = await prisma.contentEntry.groupBy({ by: ["kind"], _count: true });
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k._count]))).toEqual({ TEAM_MEMBER: 4, PARTNER: 5, FAQ: 7, ON_AIR: 6, PAGE: 4 });
    const nl = await prisma.taxRate.findUniqueOrThrow({ where: { country_region: { country: "NL", region: "" } } });
    expect(nl).toMatchObject({ rateBasisPoints: 2100, inclusive: false });
  });
});
