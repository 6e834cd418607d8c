// Voices in the API: the public catalogue of voices and its filters, the administrators' list and
// their changes. A voice's samples have their own file (voiceSample.graphql.ts).
import { voicePhotoUpload, voiceSchema } from "../../common/validation/catalogueSchemas.ts";
import type { Voice } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { fileUrl } from "./fileUrl.ts";
import { actorOf, parsed } from "./catalogChange.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { createVoice, listVoiceFacets, setVoicePhoto, updateVoice } from "./voices.ts";

export const VoiceGenderEnum = builder.enumType("VoiceGender", { values: ["FEMALE", "MALE", "NON_BINARY"] as const });

const byPosition = [{ position: "asc" as const }, { name: "asc" as const }, { id: "asc" as const }];
export const activeVoice = { active: true, archivedAt: null };

export const VoiceNode = builder.prismaNode("Voice", {
  id: { field: "id" },
  // Only the columns the asked fields need: an order list names its voice, not its bio.
  select: { id: true },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    languages: t.exposeStringList("languages", { description: "BCP 47 tags, e.g. en-GB." }),
    gender: t.expose("gender", { type: VoiceGenderEnum }),
    styles: t.exposeStringList("styles"),
    bio: t.exposeString("bio"),
    featured: t.exposeBoolean("featured"),
    active: t.exposeBoolean("active"),
    position: t.exposeInt("position"),
    photoUrl: t.string({ nullable: true, select: { photoFileId: true }, resolve: (voice) => (voice.photoFileId ? fileUrl(voice.photoFileId) : null) }),
    samples: t.relation("samples", { description: "By position.", query: { orderBy: [{ position: "asc" }, { title: "asc" }, { id: "asc" }] } }),
  }),
});

export const voiceListSpec: ListDeclaration = {
  fields: {
    name: { type: "string", sortable: true },
    language: { type: "stringList", field: "languages" },
    gender: { type: "enum", enumValues: ["FEMALE", "MALE", "NON_BINARY"] },
    style: { type: "stringList", field: "styles" },
    featured: { type: "boolean" },
    position: { type: "int", sortable: true },
  },
  defaultOrderBy: [{ field: "position", direction: "ASC" }],
};

const VoiceFacetsRef = builder.objectRef<{ languages: string[]; styles: string[] }>("VoiceFacets").implement({
  authScopes: { public: true },
  description: "The languages and styles of the active voices, sorted: the options of the voice filters.",
  fields: (t) => ({ languages: t.exposeStringList("languages"), styles: t.exposeStringList("styles") }),
});

const voiceList: ListSource = { model: "voice", typeName: "Voice", where: () => activeVoice };

builder.queryFields((t) => ({
  voices: t.connection(
    {
      type: VoiceNode,
      authScopes: { public: true },
      description:
        "Active voices. List-query fields: name, language, gender, style, featured; sortable: name, position (default position ASC).",
      ...listQueryField(voiceListSpec, voiceList),
      resolve: (root, args, ctx, info) => resolveListSource<Voice>(voiceList, root, args, ctx, info),
    },
    ...countedConnection("Voice"),
  ),
  voice: t.prismaField({
    type: VoiceNode,
    nullable: true,
    authScopes: { public: true },
    description: "An active voice by slug; null when unknown or inactive.",
    args: { slug: t.arg.string() },
    resolve: (query, _root, args, ctx) => ctx.prisma.voice.findFirst({ ...query, where: { slug: args.slug, ...activeVoice } }),
  }),
  voiceFacets: t.field({
    type: VoiceFacetsRef,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => listVoiceFacets(ctx.prisma),
  }),
  featuredVoices: t.prismaField({
    type: [VoiceNode],
    authScopes: { public: true },
    description: "Active featured voices by position.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.voice.findMany({ ...query, where: { ...activeVoice, featured: true }, orderBy: byPosition }),
  }),
  manageVoices: t.prismaField({
    type: [VoiceNode],
    authScopes: { admin: true },
    description: "Every voice, inactive included, by position.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.voice.findMany({ ...query, where: { archivedAt: null }, orderBy: byPosition }),
  }),
}));

// What the public lists show; node(id:) hides the rest from all but administrators.
hideFromNodeLookup("Voice", (ctx, ids) => ctx.prisma.voice.findMany({ where: { id: { in: ids }, ...activeVoice }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, "InputObject">;

const VoicePayload = builder.objectRef<{ voiceId: string }>("VoicePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    voice: t.prismaField({
      type: VoiceNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.voice.findUniqueOrThrow({ ...query, where: { id: payload.voiceId } }),
    }),
  }),
});

const voiceFields = (t: InputFields) => ({
  slug: t.string({ required: false, description: "Derived from the name when empty on creation; unchanged when empty on update." }),
  name: t.string(),
  languages: t.stringList({ description: "BCP 47 tags, e.g. en-GB." }),
  gender: t.field({ type: VoiceGenderEnum }),
  styles: t.stringList(),
  bio: t.string(),
  featured: t.boolean(),
  active: t.boolean({ required: false, description: "Defaults to true on creation; unchanged when omitted on update." }),
  position: t.int({ required: false, description: "Defaults to the end of the list on creation; unchanged when omitted on update." }),
});

const CreateVoiceInput = builder.inputType("CreateVoiceInput", {
  validate: voiceSchema,
  fields: (t) => voiceFields(t),
});

const UpdateVoiceInput = builder.inputType("UpdateVoiceInput", {
  validate: voiceSchema.loose(),
  fields: (t) => ({ id: t.globalID({ for: [VoiceNode] }), ...voiceFields(t) }),
});

const SetVoicePhotoInput = builder.inputType("SetVoicePhotoInput", {
  fields: (t) => ({
    voiceId: t.globalID({ for: [VoiceNode] }),
    photo: t.field({ type: "File", extensions: fileLimit(voicePhotoUpload.maxBytes), description: "jpg, png, webp or svg; at most 5 MB." }),
  }),
});

export const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createVoice: t.field({
    type: VoicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateVoiceInput }) },
    resolve: async (_root, { input }, ctx) => ({ voiceId: (await createVoice(ctx.prisma, actorOf(ctx), parsed(input))).id }),
  }),
  updateVoice: t.field({
    type: VoicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateVoiceInput }) },
    resolve: async (_root, { input }, ctx) => ({ voiceId: (await updateVoice(ctx.prisma, actorOf(ctx), input.id.id, parsed(input))).id }),
  }),
  setVoicePhoto: t.field({
    type: VoicePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: SetVoicePhotoInput }) },
    resolve: async (_root, { input }, ctx) => ({ voiceId: (await setVoicePhoto(ctx.prisma, ctx.storage, actorOf(ctx), input.voiceId.id, input.photo)).id }),
  }),
}));
