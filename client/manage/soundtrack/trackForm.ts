// The music bed form's values ↔ createSoundtrackTrack / updateSoundtrackTrack, checked with the
// server's own schemas (common/validation/catalogueSchemas.ts).
import { soundtrackTrackSchema, updateSoundtrackTrackSchema } from "../../../common/validation/catalogueSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";

export type TrackFormValues = {
  title: string;
  slug: string;
  mood: string;
  bpm: number | string;
  licence: string;
  active: boolean;
  position: number | string;
  file: File | null;
};

export type StoredTrack = { title: string; slug: string; mood: string; bpm: number | null | undefined; licence: string; active: boolean; position: number };

/** 95 → "1:35". */
export function formatPlayingTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function optionalInteger(value: number | string): number | null {
  if (typeof value === "number") return value;
  return value.trim() === "" ? null : Number(value);
}

export function emptyTrackForm(licence: string): TrackFormValues {
  return { title: "", slug: "", mood: "", bpm: "", licence, active: true, position: 0, file: null };
}

export function trackFormValues(track: StoredTrack): TrackFormValues {
  return { title: track.title, slug: track.slug, mood: track.mood, bpm: track.bpm ?? "", licence: track.licence, active: track.active, position: track.position, file: null };
}

export function createTrackInput(values: TrackFormValues) {
  return { title: values.title.trim(), slug: values.slug.trim() || null, mood: values.mood.trim(), bpm: optionalInteger(values.bpm), licence: values.licence.trim() };
}

export function updateTrackInput(values: TrackFormValues) {
  return {
    title: values.title.trim(),
    mood: values.mood.trim(),
    bpm: optionalInteger(values.bpm),
    licence: values.licence.trim(),
    active: values.active,
    position: optionalInteger(values.position) ?? Number.NaN,
  };
}

const checkCreate = formValidator(soundtrackTrackSchema);
const checkUpdate = formValidator(updateSoundtrackTrackSchema);

/** A new track needs its recording; an edited one keeps its file unless a replacement is chosen. */
export function validateTrackForm(values: TrackFormValues, isNew: boolean): Record<string, string> {
  if (!isNew) return checkUpdate(updateTrackInput(values));
  const errors = checkCreate(createTrackInput(values));
  if (!values.file) errors.file = "Choose an audio file to upload";
  return errors;
}
