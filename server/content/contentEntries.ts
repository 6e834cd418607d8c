// Management of the public site's editable content: team members, partners, FAQ, on-air clients
// and pages. Slugs are unique within a kind; every change writes the audit log.
import type { z } from "zod";
import { contentImageUpload, type contentEntrySchema, type updateContentEntrySchema } from "../../common/validation/catalogueSchemas.ts";
import { type Actor, audit, changedFields, checkedId, chooseSlug, nextPosition, slugTaken, uniqueOr } from "../catalog/catalogChange.ts";
import { readUpload, storeUpload, type UploadedFile } from "../catalog/uploads.ts";
import type { ContentEntry, ContentKind, PrismaClient } from "../db/generated/client.ts";
import { NotFoundError } from "../errors.ts";
import type { FileStorage } from "../storage/fileStorage.ts";

export type ContentEntryFields = z.output<typeof contentEntrySchema>;
export type ContentEntryUpdateFields = z.output<typeof updateContentEntrySchema>;

const ENTRY_MISSING = "This content entry does not exist.";

async function findEntry(db: PrismaClient, id: string): Promise<ContentEntry> {
  const entry = await db.contentEntry.findUnique({ where: { id: checkedId(id, ENTRY_MISSING) } });
  if (!entry) throw new NotFoundError(ENTRY_MISSING);
  return entry;
}

async function entrySlug(db: PrismaClient, kind: ContentKind, requested: string | null, title: string, current?: ContentEntry) {
  return chooseSlug(db.contentEntry, "entry of this kind", { slug: requested, name: title }, current, { kind });
}

/** An `imageFile` as uploaded is checked first (a refusal names input.image). */
export async function createContentEntry(
  db: PrismaClient,
  storage: FileStorage,
  actor: Actor,
  fields: ContentEntryFields,
  imageFile: UploadedFile | null,
): Promise<ContentEntry> {
  const image = imageFile ? await readUpload(contentImageUpload, imageFile, "input.image") : null;
  const slug = await entrySlug(db, fields.kind, fields.slug, fields.title);
  const file = image ? await storeUpload(db, storage, image, "CONTENT_IMAGE", actor.id) : null;
  const last = await db.contentEntry.aggregate({ _max: { position: true }, where: { kind: fields.kind } });
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const entry = await tx.contentEntry.create({
          data: {
            kind: fields.kind,
            slug,
            title: fields.title,
            subtitle: fields.subtitle,
            body: fields.body,
            url: fields.url,
            imageId: file?.id ?? null,
            position: fields.position ?? nextPosition(last._max.position),
            published: fields.published ?? true,
          },
        });
        await audit(tx, actor, "content_entry.created", { type: "ContentEntry", id: entry.id }, { kind: entry.kind, slug });
        return entry;
      }),
    () => slugTaken("entry of this kind"),
  );
}

/** An `imageFile` as uploaded is checked first (a refusal names input.image); null keeps the image unless `removeImage`. */
export async function updateContentEntry(
  db: PrismaClient,
  storage: FileStorage,
  actor: Actor,
  id: string,
  fields: ContentEntryUpdateFields,
  imageFile: UploadedFile | null,
): Promise<ContentEntry> {
  const image = imageFile ? await readUpload(contentImageUpload, imageFile, "input.image") : null;
  const before = await findEntry(db, id);
  const slug = await entrySlug(db, before.kind, fields.slug, fields.title, before);
  const file = image ? await storeUpload(db, storage, image, "CONTENT_IMAGE", actor.id) : null;
  const data = {
    slug,
    title: fields.title,
    subtitle: fields.subtitle,
    body: fields.body,
    url: fields.url,
    imageId: file ? file.id : fields.removeImage ? null : before.imageId,
    position: fields.position ?? before.position,
    published: fields.published ?? before.published,
  };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const entry = await tx.contentEntry.update({ where: { id: before.id }, data });
        await audit(tx, actor, "content_entry.updated", { type: "ContentEntry", id: entry.id }, { kind: entry.kind, slug, changed: changedFields(before, data) });
        return entry;
      }),
    () => slugTaken("entry of this kind"),
  );
}

export async function deleteContentEntry(db: PrismaClient, actor: Actor, id: string): Promise<ContentEntry> {
  const entry = await findEntry(db, id);
  return db.$transaction(async (tx) => {
    await tx.contentEntry.delete({ where: { id: entry.id } });
    await audit(tx, actor, "content_entry.deleted", { type: "ContentEntry", id: entry.id }, { kind: entry.kind, slug: entry.slug, title: entry.title });
    return entry;
  });
}
