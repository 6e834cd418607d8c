// The studio's master recordings in the API, and uploading one.
import { MAX_MASTER_BYTES } from "../audio/inspectMaster.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { OrderNode } from "../orders/order.graphql.ts";
import { builder } from "../schema/builder.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { masterCheckOf } from "./masterCheck.ts";
import { MasterCheckRef } from "./masterCheck.graphql.ts";
import { uploadMaster } from "./recordings.ts";

export const RecordingNode = builder.prismaNode("Recording", {
  id: { field: "id" },
  description: "A master recording the studio uploaded for one prompt or message.",
  authScopes: { staff: true },
  // Columns are read as fields ask for them: the stored analysis is only loaded for `check`.
  select: { id: true },
  fields: (t) => ({
    itemIndex: t.exposeInt("itemIndex"),
    version: t.exposeInt("version"),
    durationMs: t.exposeInt("durationMs"),
    fileName: t.string({ select: { file: { select: { name: true } } }, resolve: (recording) => recording.file.name }),
    masterUrl: t.string({ description: "The uploaded master (administrators only).", select: { fileId: true }, resolve: (recording) => `/api/files/${recording.fileId}?download` }),
    check: t.field({
      type: MasterCheckRef,
      nullable: true,
      description: "What the master check found at upload; null for masters uploaded before masters were checked.",
      select: { analysis: true },
      resolve: (recording) => masterCheckOf(recording.analysis),
    }),
    uploadedBy: t.relation("uploadedBy", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const MasterPayload = builder.objectRef<{ recordingId: string; orderId: string }>("UploadMasterPayload").implement({
  authScopes: { production: true },
  fields: (t) => ({
    recording: t.prismaField({ type: RecordingNode, resolve: (query, p, _args, ctx) => ctx.prisma.recording.findUniqueOrThrow({ ...query, where: { id: p.recordingId } }) }),
    order: t.prismaField({ type: OrderNode, resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }) }),
  }),
});

builder.mutationFields((t) => ({
  uploadMaster: t.field({
    type: MasterPayload,
    authScopes: { production: true },
    description:
      "Uploads the master recording (WAV, FLAC or MP3) of one prompt or message of an order in production. Every ordered format is rendered from it in the background; a second master of the same prompt makes version 2.",
    errors: { types: [ValidationError, NotFoundError, MasterRefusedError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("UploadMasterInput", {
          fields: (f) => ({
            orderId: f.globalID({ for: [OrderNode] }),
            itemIndex: f.int({ description: "Position of the prompt or message in the order's items, from 0." }),
            file: f.field({ type: "File", extensions: fileLimit(MAX_MASTER_BYTES), description: "WAV, FLAC or MP3; at most 100 MB." }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const recording = await uploadMaster(ctx, { orderId: input.orderId.id, itemIndex: input.itemIndex, file: input.file });
      return { recordingId: recording.id, orderId: recording.orderId };
    },
  }),
}));
