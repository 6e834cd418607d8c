// The conversation on an order in the API: its messages (`Order.messages`, oldest first) and
// `sendOrderMessage`, for the order's parties only (orderMessages.ts). Its files are judged by the
// same access before any of them is read (the upload gate), then by the upload rules.
import { ORDER_MESSAGE_MAX_ATTACHMENTS, ORDER_MESSAGE_MAX_LENGTH, attachmentRulesText, orderMessageAttachmentUpload } from "../../common/orders/orderMessageRules.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { decodeGlobalId } from "../schema/globalId.ts";
import { uploadGate } from "../uploads/uploadGates.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import { OrderNode } from "./order.graphql.ts";
import { accessibleOrder, canSeeOrderById } from "./orderAccess.ts";
import { orderMessageAttachmentUrl } from "./orderMessageFiles.ts";
import { sendOrderMessage, STUDIO_AUTHOR } from "./orderMessages.ts";

const OrderMessageAttachmentRef = builder.prismaObject("OrderMessageAttachment", {
  authScopes: { public: true },
  description: "A file sent with a message: a recording or a document.",
  fields: (t) => ({
    name: t.exposeString("name"),
    mediaType: t.string({ select: { file: { select: { mediaType: true } } }, resolve: (attachment) => attachment.file.mediaType }),
    size: t.int({ description: "Bytes.", select: { file: { select: { size: true } } }, resolve: (attachment) => attachment.file.size }),
    url: t.string({
      description: "Where the order's parties fetch it (guests add `?key=` with their link's key; `download` to save it).",
      resolve: (attachment) => orderMessageAttachmentUrl(attachment.id),
    }),
  }),
});

export const OrderMessageNode = builder.prismaNode("OrderMessage", {
  id: { field: "id" },
  select: { id: true, orderId: true },
  authScopes: (message, ctx) => canSeeOrderById(ctx, message.orderId),
  description: "A message on an order, from its customer (or guest, or reseller) or from the studio.",
  fields: (t) => ({
    fromStudio: t.exposeBoolean("fromStudio"),
    authorName: t.exposeString("authorName", { description: `Who wrote it: the customer's name, or "${STUDIO_AUTHOR}" for the studio.` }),
    author: t.relation("author", { nullable: true, authScopes: { staff: true }, description: "The account that wrote it; null for a guest." }),
    body: t.exposeString("body"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    attachments: t.relation("attachments", { type: OrderMessageAttachmentRef, query: { orderBy: { position: "asc" } } }),
  }),
});

const SendOrderMessagePayload = builder.objectRef<{ messageId: string; orderId: string }>("SendOrderMessagePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
    orderMessage: t.prismaField({ type: OrderMessageNode, resolve: (query, payload, _args, ctx) => ctx.prisma.orderMessage.findUniqueOrThrow({ ...query, where: { id: payload.messageId } }) }),
  }),
});

builder.mutationField("sendOrderMessage", (t) =>
  t.field({
    type: SendOrderMessagePayload,
    authScopes: { public: true },
    // Anyone may call it, so who may send its files is the order's business: judged before they are read.
    extensions: uploadGate(async (args, caller) => {
      const { orderId, key } = args.input as { orderId: string; key?: string | null };
      await accessibleOrder({ ...caller, grantedOrderIds: new Set() }, { orderId: decodeGlobalId(orderId).id, key });
    }),
    description: "Writes a message on an order to the other side (the studio, or the order's customer), who is told by e-mail. Guests give the key of their private link.",
    errors: { types: [ValidationError, NotFoundError, PermissionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SendOrderMessageInput", {
          fields: (f) => ({
            orderId: f.globalID({ for: [OrderNode] }),
            key: f.string({ required: false, description: "The order's private key (guests)." }),
            body: f.string({ description: `The message, ${ORDER_MESSAGE_MAX_LENGTH} characters at most.` }),
            attachments: f.field({
              type: ["File"],
              required: false,
              extensions: fileLimit(orderMessageAttachmentUpload.maxBytes),
              description: `At most ${ORDER_MESSAGE_MAX_ATTACHMENTS} files: ${attachmentRulesText()}.`,
            }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const message = await sendOrderMessage(ctx, { orderId: input.orderId.id, key: input.key }, { body: input.body, attachments: input.attachments });
      return { messageId: message.id, orderId: message.orderId };
    },
  }),
);
