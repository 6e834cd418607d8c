import { contentEntrySchema, contentImageUpload, updateContentEntrySchema } from "../../common/validation/catalogueSchemas.ts";
import { actorOf, parsed } from "../catalog/catalogChange.ts";
import { fileUrl } from "../catalog/fileUrl.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { createContentEntry, deleteContentEntry, updateContentEntry } from "./contentEntries.ts";

export const ContentKindEnum = builder.enumType("ContentKind", { values: ["TEAM_MEMBER", "PARTNER", "FAQ", "ON_AIR", "PAGE"] as const });

const byPosition = [{ position: "asc" as const }, { title: "asc" as const }, { id: "asc" as const }];
/** What the public lists and pages show; node(id:) hides the rest from all but administrators. */
const publishedEntry = { published: true };

export const ContentEntryNode = builder.prismaNode("ContentEntry", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    kind: t.expose("kind", { type: ContentKindEnum }),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    subtitle: t.exposeString("subtitle", { nullable: true }),
    body: t.exposeString("body", { description: "Plain text; paragraphs separated by a blank line." }),
    url: t.exposeString("url", { nullable: true }),
    imageUrl: t.string({ nullable: true, resolve: (entry) => (entry.imageId ? fileUrl(entry.imageId) : null) }),
    position: t.exposeInt("position"),
    published: t.exposeBoolean("published"),
  }),
});

builder.queryFields((t) => ({
  contentEntries: t.prismaField({
    type: [ContentEntryNode],
    authScopes: { public: true },
    description: "Published entries of one kind by position.",
    args: { kind: t.arg({ type: ContentKindEnum }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.contentEntry.findMany({ ...query, where: { kind: args.kind, ...publishedEntry }, orderBy: byPosition }),
  }),
  manageContentEntries: t.prismaField({
    type: [ContentEntryNode],
    authScopes: { admin: true },
    description: "Every entry, unpublished included, of one kind (or all kinds) by kind and position.",
    args: { kind: t.arg({ type: ContentKindEnum, required: false }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.contentEntry.findMany({ ...query, where: args.kind ? { kind: args.kind } : {}, orderBy: [{ kind: "asc" }, ...byPosition] }),
  }),
  page: t.prismaField({
    type: ContentEntryNode,
    nullable: true,
    authScopes: { public: true },
    description: "A published PAGE entry by slug (about-studio, terms, partnerships, home-intro); null when unknown.",
    args: { slug: t.arg.string() },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.contentEntry.findFirst({ ...query, where: { kind: "PAGE", slug: args.slug, ...publishedEntry } }),
  }),
}));

hideFromNodeLookup("ContentEntry", (ctx, ids) => ctx.prisma.contentEntry.findMany({ where: { id: { in: ids }, ...publishedEntry }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

const ContentEntryPayload = builder.objectRef<{ entryId: string }>("ContentEntryPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    contentEntry: t.prismaField({
      type: ContentEntryNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.contentEntry.findUniqueOrThrow({ ...query, where: { id: payload.entryId } }),
    }),
  }),
});

const DeleteContentEntryPayload = builder.objectRef<{ entryId: string }>("DeleteContentEntryPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    deletedContentEntryId: t.globalID({ description: "Id of the deleted entry.", resolve: (payload) => ({ type: "ContentEntry", id: payload.entryId }) }),
  }),
});

const CreateContentEntryInput = builder.inputType("CreateContentEntryInput", {
  validate: contentEntrySchema.loose(),
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum }),
    slug: t.string({ required: false, description: "Derived from the title when empty." }),
    title: t.string(),
    subtitle: t.string({ required: false }),
    body: t.string({ required: false, description: "Plain text; paragraphs separated by a blank line." }),
    url: t.string({ required: false, description: "http, https or ftp address." }),
    position: t.int({ required: false, description: "Defaults to the end of the kind's list." }),
    published: t.boolean({ required: false, description: "Defaults to true." }),
    image: t.field({ type: "File", required: false, extensions: fileLimit(contentImageUpload.maxBytes), description: "jpg, png, webp or svg; at most 5 MB." }),
  }),
});

const UpdateContentEntryInput = builder.inputType("UpdateContentEntryInput", {
  validate: updateContentEntrySchema.loose(),
  fields: (t) => ({
    id: t.globalID({ for: [ContentEntryNode] }),
    slug: t.string({ required: false, description: "Unchanged when empty." }),
    title: t.string(),
    subtitle: t.string({ required: false }),
    body: t.string({ required: false }),
    url: t.string({ required: false }),
    position: t.int({ required: false, description: "Unchanged when omitted." }),
    published: t.boolean({ required: false, description: "Unchanged when omitted." }),
    image: t.field({ type: "File", required: false, extensions: fileLimit(contentImageUpload.maxBytes), description: "A new image; jpg, png, webp or svg; at most 5 MB." }),
    removeImage: t.boolean({ required: false, description: "Removes the image (when no new one is sent)." }),
  }),
});

const DeleteContentEntryInput = builder.inputType("DeleteContentEntryInput", {
  fields: (t) => ({ id: t.globalID({ for: [ContentEntryNode] }) }),
});

const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createContentEntry: t.field({
    type: ContentEntryPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateContentEntryInput }) },
    resolve: async (_root, { input }, ctx) => ({ entryId: (await createContentEntry(ctx.prisma, ctx.storage, actorOf(ctx), parsed(input), input.image ?? null)).id }),
  }),
  updateContentEntry: t.field({
    type: ContentEntryPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateContentEntryInput }) },
    resolve: async (_root, { input }, ctx) => ({ entryId: (await updateContentEntry(ctx.prisma, ctx.storage, actorOf(ctx), input.id.id, parsed(input), input.image ?? null)).id }),
  }),
  deleteContentEntry: t.field({
    type: DeleteContentEntryPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: DeleteContentEntryInput }) },
    resolve: async (_root, { input }, ctx) => ({ entryId: (await deleteContentEntry(ctx.prisma, actorOf(ctx), input.id.id)).id }),
  }),
}));
