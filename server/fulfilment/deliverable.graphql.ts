// Recordings and their rendered files in the API: the studio's masters and every file's rendering
// state, what the customer can download, and the studio's upload and "render again" actions.
import { FILE_FORMAT_LABELS, type FileFormat } from "../../common/orders/fileFormats.ts";
import { MAX_MASTER_BYTES } from "../audio/inspectMaster.ts";
import type { Deliverable } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { FileFormatEnum, OrderNode } from "../orders/order.graphql.ts";
import { canSeeOrderById } from "../orders/orderAccess.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { currentFiles, deliveredFiles } from "./deliverableSets.ts";
import { deliverablePath, deliveryZipPath } from "./deliverablePaths.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { masterCheckOf } from "./masterCheck.ts";
import { MasterCheckRef } from "./masterCheck.graphql.ts";
import { uploadMaster } from "./recordings.ts";
import { renderAgain } from "./renderAgain.ts";
import { isAdmin } from "../accounts/viewerChecks.ts";

builder.objectType(MasterRefusedError, {
  name: "MasterRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The recording cannot be taken or rendered now; `message` says why.",
  fields: () => ({}),
});

const RenderStatusEnum = builder.enumType("RenderStatus", {
  values: {
    QUEUED: { description: "Waiting for the renderer." },
    RENDERING: { description: "Being rendered now." },
    READY: { description: "Rendered and stored." },
    FAILED: { description: "Could not be rendered; `failureReason` says why." },
  },
});


export const DeliverableNode = builder.prismaNode("Deliverable", {
  id: { field: "id" },
  description: "A file rendered from a master in one format (or the on-hold programme), with its state.",
  // Customers see delivered files only; the studio sees every rendering.
  authScopes: async (file, ctx) => isAdmin(ctx) || (file.deliveredAt !== null && (await canSeeOrderById(ctx, file.orderId))),
  fields: (t) => ({
    itemIndex: t.exposeInt("itemIndex", { nullable: true, description: "Position of the prompt or message in the order; null: the on-hold programme." }),
    isProgramme: t.boolean({ resolve: (file) => file.itemIndex === null }),
    format: t.field({ type: FileFormatEnum, resolve: (file) => file.format as FileFormat }),
    formatLabel: t.string({ resolve: (file) => FILE_FORMAT_LABELS[file.format as FileFormat] ?? file.format }),
    preview: t.exposeBoolean("preview", { description: "The 8 kHz telephone rendering for listening in the browser." }),
    version: t.exposeInt("version"),
    fileName: t.exposeString("fileName"),
    status: t.field({ type: RenderStatusEnum, resolve: (file) => file.status }),
    failureReason: t.exposeString("failureReason", { nullable: true, authScopes: { admin: true } }),
    attempts: t.exposeInt("attempts", { authScopes: { admin: true } }),
    durationMs: t.exposeInt("durationMs", { nullable: true }),
    sizeBytes: t.int({ nullable: true, select: { file: { select: { size: true } } }, resolve: (file) => file.file?.size ?? null }),
    renderedAt: t.expose("renderedAt", { type: "DateTime", nullable: true }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    url: t.string({ nullable: true, description: "Where to play it (inline); null until it is rendered.", resolve: (file, _args, ctx) => (file.status === "READY" ? deliverablePath(ctx, file, false) : null) }),
    downloadUrl: t.string({ nullable: true, resolve: (file, _args, ctx) => (file.status === "READY" ? deliverablePath(ctx, file, true) : null) }),
  }),
});

export const RecordingNode = builder.prismaNode("Recording", {
  id: { field: "id" },
  description: "A master recording the studio uploaded for one prompt or message.",
  authScopes: { admin: true },
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

const fileOrder = [{ itemIndex: "asc" }, { version: "desc" }, { format: "asc" }] as const;

builder.prismaObjectFields("Order", (t) => ({
  recordings: t.relation("recordings", {
    authScopes: { admin: true },
    description: "Every master uploaded, newest version first per prompt.",
    query: { orderBy: [{ itemIndex: "asc" }, { version: "desc" }] },
  }),
  productionFiles: t.prismaField({
    type: [DeliverableNode],
    authScopes: { admin: true },
    description: "The files of the newest version of each prompt (and of the programme), with their rendering state.",
    resolve: async (query, order, _args, ctx) => currentFiles(await ctx.prisma.deliverable.findMany({ ...query, where: { orderId: order.id }, orderBy: [...fileOrder] })),
  }),
  deliveredFiles: t.prismaField({
    type: [DeliverableNode],
    description: "What the customer has received: the newest delivered file of each prompt and format (previews included).",
    resolve: async (query, order, _args, ctx) =>
      deliveredFiles(await ctx.prisma.deliverable.findMany({ ...query, where: { orderId: order.id, deliveredAt: { not: null } }, orderBy: [...fileOrder] })),
  }),
  filesZipUrl: t.string({
    nullable: true,
    description: "Every delivered file in one ZIP; null until something is delivered.",
    select: { deliveredAt: true },
    resolve: (order, _args, ctx) => (order.deliveredAt ? deliveryZipPath(ctx, order.id) : null),
  }),
}));

const MasterPayload = builder.objectRef<{ recordingId: string; orderId: string }>("UploadMasterPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    recording: t.prismaField({ type: RecordingNode, resolve: (query, p, _args, ctx) => ctx.prisma.recording.findUniqueOrThrow({ ...query, where: { id: p.recordingId } }) }),
    order: t.prismaField({ type: OrderNode, resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }) }),
  }),
});

const DeliverablePayload = builder.objectRef<Deliverable>("RenderDeliverableAgainPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    deliverable: t.prismaField({ type: DeliverableNode, resolve: (query, file, _args, ctx) => ctx.prisma.deliverable.findUniqueOrThrow({ ...query, where: { id: file.id } }) }),
  }),
});

builder.mutationFields((t) => ({
  uploadMaster: t.field({
    type: MasterPayload,
    authScopes: { admin: true },
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
  renderDeliverableAgain: t.field({
    type: DeliverablePayload,
    authScopes: { admin: true },
    description: "Queues a file that failed (or is not delivered yet) to be rendered again.",
    errors: { types: [NotFoundError, MasterRefusedError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("RenderDeliverableAgainInput", { fields: (f) => ({ deliverableId: f.globalID({ for: [DeliverableNode] }) }) }) }) },
    resolve: (_root, { input }, ctx) => renderAgain(ctx, input.deliverableId.id),
  }),
}));
