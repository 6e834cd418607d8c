// Voice samples in the API: the recordings a voice is heard by, and the administrators' adding and
// removing them.
import { voiceSampleSchema, voiceSampleUpload } from "../../common/validation/catalogueSchemas.ts";
import { builder } from "../schema/builder.ts";
import { hideFromNodeLookup } from "../schema/nodeVisibility.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { actorOf, parsed } from "./catalogChange.ts";
import { fileUrl } from "./fileUrl.ts";
import { activeVoice, managementErrors, VoiceNode } from "./voice.graphql.ts";
import { addVoiceSample, removeVoiceSample } from "./voices.ts";

export const VoiceSampleNode = builder.prismaNode("VoiceSample", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    title: t.exposeString("title"),
    language: t.exposeString("language", { description: "BCP 47 tag, e.g. en-GB." }),
    style: t.exposeString("style", { nullable: true }),
    url: t.string({ description: "Where the audio is served (supports byte ranges).", resolve: (sample) => fileUrl(sample.fileId) }),
    mediaType: t.string({ select: { file: { select: { mediaType: true } } }, resolve: (sample) => sample.file.mediaType }),
    position: t.exposeInt("position"),
  }),
});

// A sample of a voice the public lists do not show is hidden from all but administrators.
hideFromNodeLookup("VoiceSample", (ctx, ids) => ctx.prisma.voiceSample.findMany({ where: { id: { in: ids }, voice: activeVoice }, select: { id: true } }));

// ---- Management ------------------------------------------------------------------------------

const VoiceSamplePayload = builder.objectRef<{ voiceId: string; sampleId: string }>("VoiceSamplePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    voiceSample: t.prismaField({
      type: VoiceSampleNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.voiceSample.findUniqueOrThrow({ ...query, where: { id: payload.sampleId } }),
    }),
    voice: t.prismaField({
      type: VoiceNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.voice.findUniqueOrThrow({ ...query, where: { id: payload.voiceId } }),
    }),
  }),
});

const RemoveVoiceSamplePayload = builder.objectRef<{ voiceId: string; sampleId: string }>("RemoveVoiceSamplePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    removedSampleId: t.globalID({ description: "Id of the removed sample.", resolve: (payload) => ({ type: "VoiceSample", id: payload.sampleId }) }),
    voice: t.prismaField({
      type: VoiceNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.voice.findUniqueOrThrow({ ...query, where: { id: payload.voiceId } }),
    }),
  }),
});

const AddVoiceSampleInput = builder.inputType("AddVoiceSampleInput", {
  validate: voiceSampleSchema.loose(),
  fields: (t) => ({
    voiceId: t.globalID({ for: [VoiceNode] }),
    title: t.string(),
    language: t.string({ description: "One of the voice's languages (BCP 47)." }),
    style: t.string({ required: false }),
    file: t.field({ type: "File", extensions: fileLimit(voiceSampleUpload.maxBytes), description: "mp3, wav, ogg or m4a; at most 20 MB." }),
  }),
});

const RemoveVoiceSampleInput = builder.inputType("RemoveVoiceSampleInput", {
  fields: (t) => ({ id: t.globalID({ for: [VoiceSampleNode] }) }),
});

builder.mutationFields((t) => ({
  addVoiceSample: t.field({
    type: VoiceSamplePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: AddVoiceSampleInput }) },
    resolve: async (_root, { input }, ctx) => {
      const sample = await addVoiceSample(ctx.prisma, ctx.storage, actorOf(ctx), input.voiceId.id, parsed(input), input.file);
      return { voiceId: sample.voiceId, sampleId: sample.id };
    },
  }),
  removeVoiceSample: t.field({
    type: RemoveVoiceSamplePayload,
    authScopes: { admin: true },
    errors: managementErrors,
    args: { input: t.arg({ type: RemoveVoiceSampleInput }) },
    resolve: async (_root, { input }, ctx) => {
      const sample = await removeVoiceSample(ctx.prisma, actorOf(ctx), input.id.id);
      return { voiceId: sample.voiceId, sampleId: sample.id };
    },
  }),
}));
