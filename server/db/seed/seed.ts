// Seeds the demo catalogue (catalogue.ts) and the administrator account. Idempotent and
// non-destructive, so the server can run it on every start:
// - every item is looked up by its natural key (slug, country + region, kind + slug, setting key,
//   voice + sample title, e-mail) and created only when missing; existing rows are never updated;
// - files are stored through saveStoredFile, deduplicated by SHA-256;
// - a ledger (Setting `demoSeed`) remembers which catalogue items were seeded once, so an item the
//   studio deleted or re-slugged is not created again on the next start. New catalogue items
//   added in a later release are still seeded.
// The administrator is created whenever no user has the configured e-mail address.
import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { hashPassword } from "../../accounts/passwords.ts";
import type { FileStorage } from "../../storage/fileStorage.ts";
import { saveStoredFile } from "../../storage/storedFiles.ts";
import type { FileKind, PrismaClient } from "../generated/client.ts";
import { portraitSvg } from "../../../common/portrait/portraitSvg.ts";
import {
  BUNDLES,
  CONTENT_ENTRIES,
  CURRENCY,
  SERVICES,
  SETTINGS,
  TAX_RATES,
  TRACKS,
  VOICES,
  type CatalogueVoice,
} from "./catalogue.ts";

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export interface SeedResult {
  /** True when this run created at least one row. */
  created: boolean;
  /** Rows created by this run, per table. */
  createdCounts: Record<string, number>;
}

/** Setting key of the seed ledger: `{ version: 1, items: string[] }`. */
export const SEED_LEDGER_KEY = "demoSeed";

const ASSETS = new URL("../../../prisma/seed-assets/", import.meta.url);

const MEDIA_TYPES: Record<string, string> = { mp3: "audio/mpeg", svg: "image/svg+xml" };

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 8 characters from an alphabet without look-alikes (0/O, 1/I). */
export function generateReferralCode(length = 8): string {
  let code = "";
  for (let i = 0; i < length; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Finds the row, or creates it; a concurrent creation (unique violation) counts as found. */
async function findOrCreate<T>(find: () => Promise<T | null>, create: () => Promise<T>): Promise<{ row: T; created: boolean }> {
  const existing = await find();
  if (existing) return { row: existing, created: false };
  try {
    return { row: await create(), created: true };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await find();
      if (raced) return { row: raced, created: false };
    }
    throw error;
  }
}

async function readAsset(path: string): Promise<{ data: Buffer; name: string; mediaType: string }> {
  const data = await readFile(new URL(path, ASSETS));
  const name = path.split("/").pop() ?? path;
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  return { data, name, mediaType: MEDIA_TYPES[extension] ?? "application/octet-stream" };
}

export async function seedDatabase(prisma: PrismaClient, storage: FileStorage, options: SeedOptions): Promise<SeedResult> {
  const createdCounts: Record<string, number> = {};
  const count = (table: string, created: boolean) => {
    if (created) createdCounts[table] = (createdCounts[table] ?? 0) + 1;
  };

  const ledgerRow = await prisma.setting.findUnique({ where: { key: SEED_LEDGER_KEY } });
  const ledgerValue = ledgerRow?.value as { items?: unknown } | null | undefined;
  const seeded = new Set<string>(Array.isArray(ledgerValue?.items) ? ledgerValue.items.filter((i): i is string => typeof i === "string") : []);
  const newlySeeded: string[] = [];
  /** Runs `step` for a catalogue item unless the ledger says it was seeded before. */
  const once = async (item: string, step: () => Promise<boolean>) => {
    if (seeded.has(item)) return;
    // A step answers false when it could not run (e.g. its parent row is gone): try again next time.
    if (await step()) newlySeeded.push(item);
  };

  const storeAsset = async (kind: FileKind, path: string) => {
    const asset = await readAsset(path);
    return saveStoredFile(prisma, storage, { kind, ...asset });
  };

  // Settings
  for (const [key, value] of Object.entries(SETTINGS)) {
    await once(`setting:${key}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.setting.findUnique({ where: { key } }),
        () => prisma.setting.create({ data: { key, value } }),
      );
      count("setting", created);
      return true;
    });
  }

  // Tax rates
  for (const rate of TAX_RATES) {
    await once(`taxRate:${rate.country}:${rate.region}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.taxRate.findUnique({ where: { country_region: { country: rate.country, region: rate.region } } }),
        () => prisma.taxRate.create({ data: rate }),
      );
      count("taxRate", created);
      return true;
    });
  }

  // Services and bundles
  for (const service of SERVICES) {
    await once(`service:${service.slug}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.service.findUnique({ where: { slug: service.slug } }),
        () => prisma.service.create({ data: { ...service, currency: CURRENCY } }),
      );
      count("service", created);
      return true;
    });
  }
  for (const { serviceSlug, ...bundle } of BUNDLES) {
    await once(`bundle:${bundle.slug}`, async () => {
      const service = await prisma.service.findUnique({ where: { slug: serviceSlug }, select: { id: true } });
      if (!service) return false;
      const { created } = await findOrCreate(
        () => prisma.bundle.findUnique({ where: { slug: bundle.slug } }),
        () => prisma.bundle.create({ data: { ...bundle, currency: CURRENCY, serviceId: service.id } }),
      );
      count("bundle", created);
      return true;
    });
  }

  // Music beds
  for (const { file, ...track } of TRACKS) {
    await once(`track:${track.slug}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.soundtrackTrack.findUnique({ where: { slug: track.slug } }),
        async () => {
          const stored = await storeAsset("SOUNDTRACK", file);
          return prisma.soundtrackTrack.create({ data: { ...track, fileId: stored.id } });
        },
      );
      count("soundtrackTrack", created);
      return true;
    });
  }

  // Voices, their photos and samples
  for (const voice of VOICES) await seedVoice(voice);

  async function seedVoice({ samples, ...voice }: CatalogueVoice) {
    await once(`voice:${voice.slug}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.voice.findUnique({ where: { slug: voice.slug } }),
        async () => {
          // The demo voices' photos are generated portraits: clearly illustrations, each its own.
          const portrait = portraitSvg(voice.name, `Illustrated portrait of ${voice.name}, a demo voice (not a photograph)`);
          const stored = await saveStoredFile(prisma, storage, { kind: "VOICE_PHOTO", data: Buffer.from(portrait), name: `${voice.slug}.svg`, mediaType: "image/svg+xml" });
          return prisma.voice.create({ data: { ...voice, photoFileId: stored.id } });
        },
      );
      count("voice", created);
      return true;
    });
    for (const [position, sample] of samples.entries()) {
      await once(`voiceSample:${voice.slug}:${sample.title}`, async () => {
        const row = await prisma.voice.findUnique({ where: { slug: voice.slug }, select: { id: true } });
        if (!row) return false;
        const { created } = await findOrCreate(
          () => prisma.voiceSample.findFirst({ where: { voiceId: row.id, title: sample.title } }),
          async () => {
            const stored = await storeAsset("VOICE_SAMPLE", sample.file);
            return prisma.voiceSample.create({
              data: { voiceId: row.id, title: sample.title, language: sample.language, style: sample.style, fileId: stored.id, position },
            });
          },
        );
        count("voiceSample", created);
        return true;
      });
    }
  }

  // Site content
  for (const entry of CONTENT_ENTRIES) {
    await once(`contentEntry:${entry.kind}:${entry.slug}`, async () => {
      const { created } = await findOrCreate(
        () => prisma.contentEntry.findUnique({ where: { kind_slug: { kind: entry.kind, slug: entry.slug } } }),
        () =>
          prisma.contentEntry.create({
            data: {
              kind: entry.kind,
              slug: entry.slug,
              title: entry.title,
              subtitle: entry.subtitle ?? null,
              body: entry.body,
              url: entry.url ?? null,
              position: entry.position,
            },
          }),
      );
      count("contentEntry", created);
      return true;
    });
  }

  // Administrator
  count("user", await ensureAdministrator(prisma, options));

  // Ledger: written only when this run seeded something new, so a repeated run changes nothing.
  if (newlySeeded.length > 0) {
    const items = [...seeded, ...newlySeeded];
    await prisma.setting.upsert({
      where: { key: SEED_LEDGER_KEY },
      create: { key: SEED_LEDGER_KEY, value: { version: 1, items } },
      update: { value: { version: 1, items } },
    });
  }

  return { created: Object.keys(createdCounts).length > 0, createdCounts };
}

/** Creates the administrator when no user has the e-mail address. Answers whether it did. */
async function ensureAdministrator(prisma: PrismaClient, { adminEmail, adminPassword }: SeedOptions): Promise<boolean> {
  const email = adminEmail.trim().toLowerCase();
  if (!email) throw new Error("seedDatabase: adminEmail is empty");
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) return false;
  if (!adminPassword) throw new Error("seedDatabase: adminPassword is empty");
  const passwordHash = await hashPassword(adminPassword);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await prisma.user.create({
        data: { email, passwordHash, name: "Studio Administrator", role: "ADMIN", referralCode: generateReferralCode() },
      });
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another process created the administrator meanwhile, or the referral code was taken.
      if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) return false;
    }
  }
  throw new Error("seedDatabase: could not generate a unique referral code for the administrator");
}
