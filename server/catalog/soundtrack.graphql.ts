import { soundtrackTrackSchema, soundtrackUpload, updateSoundtrackTrackSchema } from "../../common/validation/catalogueSchemas.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { actorOf, parsed } from "./catalogChange.ts";
import { fileUrl } from "./fileUrl.ts";
import { createSoundtrackTrack, updateSoundtrackTrack } from "./soundtrack.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";

const byPosition = [{ position: "asc" as const }, { title: "asc" as const }, { id: "asc" as const }];
/** What the public list shows; node(id:) hides the rest from all but administrators. */
const publicTrack = { active: true, archivedAt: null };

export const SoundtrackTrackNode = builder.prismaNode("SoundtrackTrack", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    mood: t.exposeString("mood"),
    bpm: t.exposeInt("bpm", { nullable: true }),
    durationSeconds: t.exposeInt("durationSeconds"),
    licence: t.exposeString("licence"),
    url: t.string({ description: "Where the audio is served (supports byte ranges).", resolve: (track) => fileUrl(track.fileId) }),
    active: t.exposeBoolean("active"),
    position: t.exposeInt("position"),
  }),
});

builder.queryFields((t) => ({
  soundtrackTracks: t.prismaField({
    type: [SoundtrackTrackNode],
    authScopes: { public: true },
    description: "Active music beds by position.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.soundtrackTrack.findMany({ ...query, where: publicTrack, orderBy: byPosition }),
  }),
  manageSoundtrackTracks: t.prismaField({
    type: [SoundtrackTrackNode],
    authScopes: { admin: true },
    description: "Every music bed, inactive included, by position.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.soundtrackTrack.findMany({ ...query, where: { archivedAt: null }, orderBy: byPosition }),
  }),
}));

hideFromNodeLookup("SoundtrackTrack", (ctx, ids) => ctx.prisma.soundtrackTrack.findMany({ where: { id: { in: ids }, ...publicTrack }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

const SoundtrackTrackPayload = builder.objectRef<{ trackId: string }>("SoundtrackTrackPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    soundtrackTrack: t.prismaField({
      type: SoundtrackTrackNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.soundtrackTrack.findUniqueOrThrow({ ...query, where: { id: payload.trackId } }),
    }),
  }),
});

const CreateSoundtrackTrackInput = builder.inputType("CreateSoundtrackTrackInput", {
  validate: soundtrackTrackSchema.loose(),
  fields: (t) => ({
    title: t.string(),
    slug: t.string({ required: false, description: "Derived from the title when empty." }),
    mood: t.string(),
    bpm: t.int({ required: false }),
    licence: t.string(),
    file: t.field({ type: "File", extensions: fileLimit(soundtrackUpload.maxBytes), description: "mp3, wav, ogg or m4a; at most 50 MB. Its playing time is measured from the file." }),
  }),
});

const UpdateSoundtrackTrackInput = builder.inputType("UpdateSoundtrackTrackInput", {
  validate: updateSoundtrackTrackSchema.loose(),
  fields: (t) => ({
    id: t.globalID({ for: [SoundtrackTrackNode] }),
    title: t.string(),
    mood: t.string(),
    bpm: t.int({ required: false }),
    licence: t.string(),
    active: t.boolean(),
    position: t.int(),
    file: t.field({ type: "File", required: false, extensions: fileLimit(soundtrackUpload.maxBytes), description: "A replacement recording (mp3, wav, ogg or m4a; at most 50 MB); the track keeps its file when omitted." }),
  }),
});

const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createSoundtrackTrack: t.field({
    type: SoundtrackTrackPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateSoundtrackTrackInput }) },
    resolve: async (_root, { input }, ctx) => ({ trackId: (await createSoundtrackTrack(ctx.prisma, ctx.storage, actorOf(ctx), parsed(input), input.file)).id }),
  }),
  updateSoundtrackTrack: t.field({
    type: SoundtrackTrackPayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateSoundtrackTrackInput }) },
    resolve: async (_root, { input }, ctx) => ({ trackId: (await updateSoundtrackTrack(ctx.prisma, ctx.storage, actorOf(ctx), input.id.id, parsed(input), input.file ?? null)).id }),
  }),
}));
