// The site content form's values ↔ createContentEntry / updateContentEntry, checked with the
// server's own schemas (common/validation/catalogueSchemas.ts), and the words each kind of entry
// uses for its fields (an FAQ entry has a question and an answer, a team member a name and a role).
import { CONTENT_KINDS, contentEntrySchema, updateContentEntrySchema } from "../../../common/validation/catalogueSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const DEFAULT_KIND: ContentKind = "TEAM_MEMBER";

/** The kind named by `?kind=`, or the default one. */
export function parseKind(value: string | null): ContentKind {
  return CONTENT_KINDS.find((kind) => kind === value) ?? DEFAULT_KIND;
}

export type KindCopy = {
  tab: string;
  /** "team member", for "New team member" and counts. */
  noun: string;
  plural: string;
  title: string;
  subtitle: string;
  body: string;
  url: string;
  image: string;
};

export const kindCopy: Record<ContentKind, KindCopy> = {
  TEAM_MEMBER: { tab: "Team", noun: "team member", plural: "team members", title: "Name", subtitle: "Role", body: "Bio", url: "Profile link", image: "Photo" },
  PARTNER: { tab: "Partners", noun: "partner", plural: "partners", title: "Name", subtitle: "Tagline", body: "Description", url: "Website", image: "Logo" },
  FAQ: { tab: "FAQ", noun: "FAQ entry", plural: "FAQ entries", title: "Question", subtitle: "Subtitle", body: "Answer", url: "Link", image: "Image" },
  ON_AIR: { tab: "On air", noun: "on-air client", plural: "on-air clients", title: "Client", subtitle: "Sector", body: "Description", url: "Website", image: "Logo" },
  PAGE: { tab: "Pages", noun: "page", plural: "pages", title: "Title", subtitle: "Subtitle", body: "Text", url: "Link", image: "Image" },
};

/** The tabs, in the order of the public site. */
export const TAB_KINDS: readonly ContentKind[] = ["TEAM_MEMBER", "PARTNER", "FAQ", "ON_AIR", "PAGE"];

export type ContentFormValues = {
  title: string;
  subtitle: string;
  slug: string;
  body: string;
  url: string;
  position: number | string;
  published: boolean;
  image: File | null;
  removeImage: boolean;
};

export type StoredEntry = {
  title: string;
  subtitle: string | null | undefined;
  slug: string;
  body: string;
  url: string | null | undefined;
  position: number;
  published: boolean;
};

function optionalInteger(value: number | string): number | null {
  if (typeof value === "number") return value;
  return value.trim() === "" ? null : Number(value);
}

const orNull = (value: string) => value.trim() || null;

export function emptyContentForm(): ContentFormValues {
  return { title: "", subtitle: "", slug: "", body: "", url: "", position: "", published: true, image: null, removeImage: false };
}

export function contentFormValues(entry: StoredEntry): ContentFormValues {
  return {
    title: entry.title,
    subtitle: entry.subtitle ?? "",
    slug: entry.slug,
    body: entry.body,
    url: entry.url ?? "",
    position: entry.position,
    published: entry.published,
    image: null,
    removeImage: false,
  };
}

/** The body as typed, with Windows line ends made plain and trailing space trimmed. */
function cleanBody(body: string): string | null {
  return orNull(body.replace(/\r\n?/g, "\n"));
}

export function createContentInput(kind: ContentKind, values: ContentFormValues) {
  return {
    kind,
    title: values.title.trim(),
    subtitle: orNull(values.subtitle),
    slug: orNull(values.slug),
    body: cleanBody(values.body),
    url: orNull(values.url),
    position: optionalInteger(values.position),
    published: values.published,
  };
}

export function updateContentInput(values: ContentFormValues) {
  return {
    title: values.title.trim(),
    subtitle: orNull(values.subtitle),
    slug: orNull(values.slug),
    body: cleanBody(values.body) ?? "",
    url: orNull(values.url),
    position: optionalInteger(values.position),
    published: values.published,
    removeImage: values.image ? false : values.removeImage,
  };
}

const checkCreate = formValidator(contentEntrySchema);
const checkUpdate = formValidator(updateContentEntrySchema);

export function validateContentForm(kind: ContentKind, values: ContentFormValues, isNew: boolean): Record<string, string> {
  return isNew ? checkCreate(createContentInput(kind, values)) : checkUpdate(updateContentInput(values));
}
