// Management of the music beds (on-hold soundtrack library). The playing time is measured from
// the uploaded file; every change writes the audit log.
import type { z } from "zod";
import { soundtrackUpload, type soundtrackTrackSchema, type updateSoundtrackTrackSchema } from "../../common/validation/catalogueSchemas.ts";
import type { PrismaClient, SoundtrackTrack } from "../db/generated/client.ts";
import { NotFoundError } from "../errors.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { audioDurationSeconds } from "./audioDuration.ts";
import { type Actor, audit, changedFields, checkedId, chooseSlug, nextPosition, slugTaken, uniqueOr } from "./catalogChange.ts";
import { type CheckedUpload, readUpload, storeUpload, type UploadedFile } from "./uploads.ts";

export type TrackFields = z.output<typeof soundtrackTrackSchema>;
export type TrackUpdateFields = z.output<typeof updateSoundtrackTrackSchema>;

const TRACK_MISSING = "This music track does not exist.";

/** Whole seconds of playing time, at least 1; 0 when the file's headers do not tell. */
export function trackDuration(upload: CheckedUpload): number {
  const seconds = audioDurationSeconds(upload.data);
  return seconds === null ? 0 : Math.max(1, Math.round(seconds));
}

/** `file` as uploaded is checked first (a refusal names input.file). */
export async function createSoundtrackTrack(db: PrismaClient, storage: FileStorage, actor: Actor, fields: TrackFields, file: UploadedFile): Promise<SoundtrackTrack> {
  const upload = await readUpload(soundtrackUpload, file, "input.file");
  const slug = await chooseSlug(db.soundtrackTrack, "music track", { slug: fields.slug, name: fields.title });
  const stored = await storeUpload(db, storage, upload, "SOUNDTRACK", actor.id);
  const last = await db.soundtrackTrack.aggregate({ _max: { position: true }, where: { archivedAt: null } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const track = await tx.soundtrackTrack.create({
          data: {
            slug,
            title: fields.title,
            mood: fields.mood,
            bpm: fields.bpm,
            licence: fields.licence,
            durationSeconds: trackDuration(upload),
            fileId: stored.id,
            position: nextPosition(last._max.position),
          },
        });
        await audit(tx, actor, "soundtrack.created", { type: "SoundtrackTrack", id: track.id }, { slug, title: track.title, fileId: stored.id });
        return track;
      }),
    () => slugTaken("music track"),
  );
}

/** A new `file` as uploaded is checked first (a refusal names input.file); null keeps the track's file. */
export async function updateSoundtrackTrack(
  db: PrismaClient,
  storage: FileStorage,
  actor: Actor,
  id: string,
  fields: TrackUpdateFields,
  newFile: UploadedFile | null,
): Promise<SoundtrackTrack> {
  const upload = newFile ? await readUpload(soundtrackUpload, newFile, "input.file") : null;
  const before = await db.soundtrackTrack.findFirst({ where: { id: checkedId(id, TRACK_MISSING), archivedAt: null } });
  if (!before) throw new NotFoundError(TRACK_MISSING);
  const file = upload ? await storeUpload(db, storage, upload, "SOUNDTRACK", actor.id) : null;
  const data = {
    title: fields.title,
    mood: fields.mood,
    bpm: fields.bpm,
    licence: fields.licence,
    active: fields.active,
    position: fields.position,
    ...(file && upload ? { fileId: file.id, durationSeconds: trackDuration(upload) } : {}),
  };
  return db.$transaction(async (tx) => {
    const track = await tx.soundtrackTrack.update({ where: { id: before.id }, data });
    await audit(tx, actor, "soundtrack.updated", { type: "SoundtrackTrack", id: track.id }, { slug: track.slug, changed: changedFields(before, data) });
    return track;
  });
}
