// Input rules of the catalogue management forms (services, bundles, voices, samples, music beds,
// site content) and the accepted upload types, shared by the GraphQL inputs and the client forms.
// Money is integer minor units; file fields are checked on the server (server/catalog/uploads.ts)
// and, for a quick answer, by the client's dropzone with the same lists.
import { z } from "zod";
import { PROGRAMME_LIMITS } from "../orders/programmeLayout.ts";
import { messages } from "./messages.ts";
import { integer, oneOf, optionalText, optionalWebAddress, requiredText } from "./rules.ts";

// ---- Uploads: the accepted types, without zod for the forms that show them (uploadTypes.ts) ----

export * from "./uploadTypes.ts";

// ---- Shared field rules ----------------------------------------------------------------------

export const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMessage = "must contain only lower-case letters, digits and single hyphens";

/** Optional slug: empty becomes null (the server derives one from the name). */
export const optionalSlug = () =>
  optionalText(SLUG_MAX_LENGTH).refine((value) => value === null || SLUG.test(value), { error: slugMessage });

/** Amount in minor units (cents), up to 1,000,000.00. */
export const money = () => integer(0, 100_000_000);

export const optionalCurrency = () =>
  optionalText(3)
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z]{3}$/.test(value), { error: "must be a three-letter currency code" });

export const optionalPosition = () => integer(0, 100_000).nullish();
const optionalFlag = () => z.boolean({ error: "must be a boolean value" }).nullish();

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;
export const languageTagMessage = "must be a language tag such as en-GB";

/** A BCP 47 language tag: language, optional script, optional region (en-GB, zh-Hans-CN, es-419). */
export const languageTag = () => requiredText(20).refine((value) => LANGUAGE_TAG.test(value), { error: languageTagMessage });

/** A list of distinct values, at least one, at most `max`. */
export const tagList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item, { error: messages.array })
    .min(1, { error: messages.notEmpty })
    .max(max, { error: `must contain at most ${max} elements` })
    .refine((values) => new Set(values).size === values.length, { error: "must not contain duplicates" });

// ---- Services and bundles --------------------------------------------------------------------

export const PRICING_MODELS = ["PER_WORD", "PER_PROMPT", "FLAT", "BUNDLE", "QUOTE"] as const;

/** The fields of createService and updateService (which adds the service's id). */
export const serviceSchema = z.object({
  slug: optionalSlug(),
  name: requiredText(120),
  summary: requiredText(300),
  description: requiredText(20_000),
  pricingModel: oneOf(PRICING_MODELS),
  basePrice: money(),
  includedWords: integer(0, 100_000),
  perWordPrice: money(),
  currency: optionalCurrency(),
  turnaroundDays: integer(0, 365),
  rushFee: money(),
  rushTurnaroundDays: integer(0, 365),
  active: optionalFlag(),
  position: optionalPosition(),
});

export const setServiceActiveSchema = z.object({ active: z.boolean({ error: "must be a boolean value" }) });

/** A setting of the plan's on-hold programme in whole seconds, within its bounds; optional like `active`. */
const programmeSetting = (key: keyof typeof PROGRAMME_LIMITS) => {
  const [min, max] = PROGRAMME_LIMITS[key];
  return integer(min, max).nullish();
};

/** The fields of createBundle and updateBundle (besides the ids). */
export const bundleSchema = z.object({
  slug: optionalSlug(),
  name: requiredText(120),
  description: optionalText(2000).transform((value) => value ?? ""),
  messagesIncluded: integer(1, 1000),
  wordsPerMessage: integer(1, 1000),
  periodMonths: integer(1, 120),
  programmeSeconds: programmeSetting("programmeSeconds"),
  introSeconds: programmeSetting("introSeconds"),
  gapSeconds: programmeSetting("gapSeconds"),
  price: money(),
  currency: optionalCurrency(),
  active: optionalFlag(),
  position: optionalPosition(),
});

// ---- Voices and samples ----------------------------------------------------------------------

export const VOICE_GENDERS = ["FEMALE", "MALE", "NON_BINARY"] as const;

const styleTag = () =>
  requiredText(40)
    .transform((value) => value.toLowerCase())
    .refine((value) => !value.includes(","), { error: "must not contain a comma" });

/** The fields of createVoice and updateVoice (which adds the voice's id). */
export const voiceSchema = z.object({
  slug: optionalSlug(),
  name: requiredText(120),
  languages: tagList(languageTag(), 12),
  gender: oneOf(VOICE_GENDERS),
  styles: tagList(styleTag(), 12),
  bio: requiredText(4000),
  featured: z.boolean({ error: "must be a boolean value" }),
  active: optionalFlag(),
  position: optionalPosition(),
});

/** addVoiceSample, besides the voice's id and the file. */
export const voiceSampleSchema = z.object({
  title: requiredText(120),
  language: languageTag(),
  style: optionalText(40).transform((value) => (value ? value.toLowerCase() : null)),
});

// ---- Music beds ------------------------------------------------------------------------------

const bpm = () => integer(20, 300).nullish().transform((value) => value ?? null);

/** createSoundtrackTrack, besides the file. */
export const soundtrackTrackSchema = z.object({
  title: requiredText(120),
  slug: optionalSlug(),
  mood: requiredText(60),
  bpm: bpm(),
  licence: requiredText(2000),
});

/** updateSoundtrackTrack, besides the id and the optional replacement file. */
export const updateSoundtrackTrackSchema = z.object({
  title: requiredText(120),
  mood: requiredText(60),
  bpm: bpm(),
  licence: requiredText(2000),
  active: z.boolean({ error: "must be a boolean value" }),
  position: integer(0, 100_000),
});

// ---- Site content ----------------------------------------------------------------------------

export const CONTENT_KINDS = ["TEAM_MEMBER", "PARTNER", "FAQ", "ON_AIR", "PAGE"] as const;

const contentFields = {
  slug: optionalSlug(),
  title: requiredText(200),
  subtitle: optionalText(200),
  body: optionalText(50_000).transform((value) => value ?? ""),
  url: optionalWebAddress(),
  position: optionalPosition(),
  published: optionalFlag(),
};

/** createContentEntry, besides the optional image. */
export const contentEntrySchema = z.object({ kind: oneOf(CONTENT_KINDS), ...contentFields });

/** updateContentEntry, besides the id and the optional image. */
export const updateContentEntrySchema = z.object({ ...contentFields, removeImage: optionalFlag() });
