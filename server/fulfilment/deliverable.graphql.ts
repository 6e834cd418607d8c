// Rendered files in the API: every file's rendering state, what the customer can download, and the
// studio's "render again" action.
import { FILE_FORMAT_LABELS, type FileFormat } from "../../common/orders/fileFormats.ts";
import type { Deliverable } from "../db/generated/client.ts";
import { NotFoundError } from "../errors.ts";
import { FileFormatEnum } from "../orders/order.graphql.ts";
import { canSeeOrderById } from "../orders/orderAccess.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { deliverablePath } from "./deliverablePaths.ts";
import { renderAgain } from "./renderAgain.ts";
import { isStudioStaff } from "../accounts/viewerChecks.ts";

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
  authScopes: async (file, ctx) => isStudioStaff(ctx) || (file.deliveredAt !== null && (await canSeeOrderById(ctx, file.orderId))),
  fields: (t) => ({
    itemIndex: t.exposeInt("itemIndex", { nullable: true, description: "Position of the prompt or message in the order; null: the on-hold programme." }),
    isProgramme: t.boolean({ resolve: (file) => file.itemIndex === null }),
    format: t.field({ type: FileFormatEnum, resolve: (file) => file.format as FileFormat }),
    formatLabel: t.string({ resolve: (file) => FILE_FORMAT_LABELS[file.format as FileFormat] ?? file.format }),
    preview: t.exposeBoolean("preview", { description: "The 8 kHz telephone rendering for listening in the browser." }),
    version: t.exposeInt("version"),
    fileName: t.exposeString("fileName"),
    status: t.field({ type: RenderStatusEnum, resolve: (file) => file.status }),
    failureReason: t.exposeString("failureReason", { nullable: true, authScopes: { staff: true } }),
    attempts: t.exposeInt("attempts", { authScopes: { staff: true } }),
    durationMs: t.exposeInt("durationMs", { nullable: true }),
    sizeBytes: t.int({ nullable: true, select: { file: { select: { size: true } } }, resolve: (file) => file.file?.size ?? null }),
    renderedAt: t.expose("renderedAt", { type: "DateTime", nullable: true }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    url: t.string({ nullable: true, description: "Where to play it (inline); null until it is rendered.", resolve: (file, _args, ctx) => (file.status === "READY" ? deliverablePath(ctx, file, false) : null) }),
    downloadUrl: t.string({ nullable: true, resolve: (file, _args, ctx) => (file.status === "READY" ? deliverablePath(ctx, file, true) : null) }),
  }),
});

const DeliverablePayload = builder.objectRef<Deliverable>("RenderDeliverableAgainPayload").implement({
  authScopes: { staff: true },
  fields: (t) => ({
    deliverable: t.prismaField({ type: DeliverableNode, resolve: (query, file, _args, ctx) => ctx.prisma.deliverable.findUniqueOrThrow({ ...query, where: { id: file.id } }) }),
  }),
});

builder.mutationFields((t) => ({
  renderDeliverableAgain: t.field({
    type: DeliverablePayload,
    authScopes: { production: true },
    description: "Queues a file that failed (or is not delivered yet) to be rendered again.",
    errors: { types: [NotFoundError, MasterRefusedError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("RenderDeliverableAgainInput", { fields: (f) => ({ deliverableId: f.globalID({ for: [DeliverableNode] }) }) }) }) },
    resolve: (_root, { input }, ctx) => renderAgain(ctx, input.deliverableId.id),
  }),
}));
