// The voice form's values ↔ the createVoice / updateVoice input, checked with the server's own
// schema (common/validation/catalogueSchemas.ts) so the form gives the server's messages.
import { VOICE_GENDERS, voiceSampleSchema, voiceSchema } from "../../../common/validation/catalogueSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";

export type VoiceGenderValue = (typeof VOICE_GENDERS)[number];

export const GENDER_LABELS: Record<VoiceGenderValue, string> = { FEMALE: "Female", MALE: "Male", NON_BINARY: "Non-binary" };

export function genderLabel(gender: string): string {
  return gender in GENDER_LABELS ? GENDER_LABELS[gender as VoiceGenderValue] : gender;
}

export type VoiceFormValues = {
  name: string;
  slug: string;
  languages: string[];
  gender: VoiceGenderValue | null;
  styles: string[];
  bio: string;
  featured: boolean;
  active: boolean;
  position: number | string;
};

export type StoredVoice = {
  name: string;
  slug: string;
  languages: readonly string[];
  gender: string;
  styles: readonly string[];
  bio: string;
  featured: boolean;
  active: boolean;
  position: number;
};

export function emptyVoiceForm(position: number): VoiceFormValues {
  return { name: "", slug: "", languages: [], gender: null, styles: [], bio: "", featured: false, active: true, position };
}

export function voiceFormValues(voice: StoredVoice): VoiceFormValues {
  return {
    name: voice.name,
    slug: voice.slug,
    languages: [...voice.languages],
    gender: (VOICE_GENDERS as readonly string[]).includes(voice.gender) ? (voice.gender as VoiceGenderValue) : null,
    styles: [...voice.styles],
    bio: voice.bio,
    featured: voice.featured,
    active: voice.active,
    position: voice.position,
  };
}

export function voiceInput(values: VoiceFormValues) {
  const position = typeof values.position === "number" ? values.position : values.position.trim() === "" ? null : Number(values.position);
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || null,
    languages: values.languages,
    gender: (values.gender ?? "") as VoiceGenderValue,
    styles: values.styles,
    bio: values.bio.trim(),
    featured: values.featured,
    active: values.active,
    position,
  };
}

/**
 * Errors keyed by the form's fields: an item's message (`languages.1`) is shown on its list
 * (`languages`), from the schema here or from the server's ValidationError.
 */
export function onListFields(errors: Record<string, unknown>, lists: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message !== "string") continue;
    const list = lists.find((name) => key.startsWith(`${name}.`));
    result[list ?? key] ??= message;
  }
  return result;
}

const checkVoice = formValidator(voiceSchema);

export function validateVoiceForm(values: VoiceFormValues): Record<string, string> {
  const errors = onListFields(checkVoice(voiceInput(values)), ["languages", "styles"]);
  if (!values.gender) errors.gender = "Choose one";
  return errors;
}

// ---- Samples -------------------------------------------------------------------------------------

export type SampleFormValues = { title: string; language: string | null; style: string; file: File | null };

export function sampleInput(values: SampleFormValues) {
  return { title: values.title.trim(), language: values.language ?? "", style: values.style.trim() || null };
}

const checkSample = formValidator(voiceSampleSchema);

export function validateSampleForm(values: SampleFormValues): Record<string, string> {
  const errors = checkSample(sampleInput(values));
  if (!values.file) errors.file = "Choose an audio file to upload";
  return errors;
}
