// Rules of the voice catalogue: facets of the public filters, and the management changes.
import type { z } from "zod";
import { voicePhotoUpload, voiceSampleUpload, type voiceSampleSchema, type voiceSchema } from "../../common/validation/catalogueSchemas.ts";
import type { PrismaClient, Voice, VoiceSample } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { type Actor, audit, changedFields, checkedId, chooseSlug, nextPosition, slugTaken, uniqueOr } from "./catalogChange.ts";
import { readUpload, storeUpload, type UploadedFile } from "./uploads.ts";

/** Distinct languages and styles of the active voices, sorted. */
export async function listVoiceFacets(db: Pick<PrismaClient, "voice">): Promise<{ languages: string[]; styles: string[] }> {
  const voices = await db.voice.findMany({ where: { active: true, archivedAt: null }, select: { languages: true, styles: true } });
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { languages: sorted(voices.flatMap((v) => v.languages)), styles: sorted(voices.flatMap((v) => v.styles)) };
}

// ---- Management ------------------------------------------------------------------------------

export type VoiceFields = z.output<typeof voiceSchema>;
export type VoiceSampleFields = z.output<typeof voiceSampleSchema>;

const VOICE_MISSING = "This voice does not exist.";
const SAMPLE_MISSING = "This sample does not exist.";

async function findVoice(db: PrismaClient, id: string): Promise<Voice> {
  const voice = await db.voice.findFirst({ where: { id: checkedId(id, VOICE_MISSING), archivedAt: null } });
  if (!voice) throw new NotFoundError(VOICE_MISSING);
  return voice;
}

const voiceData = (fields: VoiceFields) => ({
  name: fields.name,
  languages: fields.languages,
  gender: fields.gender,
  styles: fields.styles,
  bio: fields.bio,
  featured: fields.featured,
});

export async function createVoice(db: PrismaClient, actor: Actor, fields: VoiceFields): Promise<Voice> {
  const slug = await chooseSlug(db.voice, "voice", fields);
  const last = await db.voice.aggregate({ _max: { position: true }, where: { archivedAt: null } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const voice = await tx.voice.create({
          data: { ...voiceData(fields), slug, active: fields.active ?? true, position: fields.position ?? nextPosition(last._max.position) },
        });
        await audit(tx, actor, "voice.created", { type: "Voice", id: voice.id }, { slug, name: voice.name });
        return voice;
      }),
    () => slugTaken("voice"),
  );
}

export async function updateVoice(db: PrismaClient, actor: Actor, id: string, fields: VoiceFields): Promise<Voice> {
  const before = await findVoice(db, id);
  const slug = await chooseSlug(db.voice, "voice", fields, before);
  const data = { ...voiceData(fields), slug, active: fields.active ?? before.active, position: fields.position ?? before.position };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const voice = await tx.voice.update({ where: { id: before.id }, data });
        await audit(tx, actor, "voice.updated", { type: "Voice", id: voice.id }, { slug, changed: changedFields(before, data) });
        return voice;
      }),
    () => slugTaken("voice"),
  );
}

/** `photoFile` as uploaded: checked first (a refusal names input.photo). */
export async function setVoicePhoto(db: PrismaClient, storage: FileStorage, actor: Actor, voiceId: string, photoFile: UploadedFile): Promise<Voice> {
  const photo = await readUpload(voicePhotoUpload, photoFile, "input.photo");
  const before = await findVoice(db, voiceId);
  const file = await storeUpload(db, storage, photo, "VOICE_PHOTO", actor.id);
  return db.$transaction(async (tx) => {
    const voice = await tx.voice.update({ where: { id: before.id }, data: { photoFileId: file.id } });
    await audit(tx, actor, "voice.photo_set", { type: "Voice", id: voice.id }, { slug: voice.slug, fileId: file.id, name: file.name, previousFileId: before.photoFileId });
    return voice;
  });
}

/** The sample's language must be one the voice speaks, and its title unique for the voice; `sampleFile` as uploaded is checked first (a refusal names input.file). */
export async function addVoiceSample(
  db: PrismaClient,
  storage: FileStorage,
  actor: Actor,
  voiceId: string,
  fields: VoiceSampleFields,
  sampleFile: UploadedFile,
): Promise<VoiceSample> {
  const upload = await readUpload(voiceSampleUpload, sampleFile, "input.file");
  const voice = await findVoice(db, voiceId);
  if (!voice.languages.includes(fields.language)) {
    throw ValidationError.field("input.language", `must be one of the voice's languages: ${voice.languages.join(", ")}`);
  }
  const titleTaken = () => ValidationError.field("input.title", "is already used by another sample of this voice");
  if ((await db.voiceSample.count({ where: { voiceId: voice.id, title: fields.title } })) > 0) throw titleTaken();
  const file = await storeUpload(db, storage, upload, "VOICE_SAMPLE", actor.id);
  const last = await db.voiceSample.aggregate({ _max: { position: true }, where: { voiceId: voice.id } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const sample = await tx.voiceSample.create({
          data: { voiceId: voice.id, title: fields.title, language: fields.language, style: fields.style, fileId: file.id, position: nextPosition(last._max.position) },
        });
        await audit(tx, actor, "voice.sample_added", { type: "Voice", id: voice.id }, { slug: voice.slug, sampleId: sample.id, title: sample.title, fileId: file.id });
        return sample;
      }),
    titleTaken,
  );
}

/** Removes the sample; its stored file stays (files are content-addressed and may be shared). */
export async function removeVoiceSample(db: PrismaClient, actor: Actor, sampleId: string): Promise<VoiceSample> {
  const sample = await db.voiceSample.findUnique({ where: { id: checkedId(sampleId, SAMPLE_MISSING) }, include: { voice: true } });
  if (!sample || sample.voice.archivedAt) throw new NotFoundError(SAMPLE_MISSING);
  return db.$transaction(async (tx) => {
    await tx.voiceSample.delete({ where: { id: sample.id } });
    await audit(tx, actor, "voice.sample_removed", { type: "Voice", id: sample.voiceId }, { slug: sample.voice.slug, sampleId: sample.id, title: sample.title });
    return sample;
  });
}
