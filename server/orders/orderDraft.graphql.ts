// What a wizard has so far, as the API takes it, saving a signed-in customer's draft, and starting
// one from an earlier order ("order again").
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { CompanyNode } from "../companies/company.graphql.ts";
import { SoundtrackTrackNode } from "../catalog/soundtrack.graphql.ts";
import { VoiceNode } from "../catalog/voice.graphql.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { parseDraft } from "./draftCatalogue.ts";
import { FileFormatEnum, OrderNode } from "./order.graphql.ts";
import { OrderNotPayableError } from "./orderErrors.ts";
import { saveDraft } from "./savedDrafts.ts";
import { orderAgain } from "./orderAgain.ts";
import { OrderPayload } from "./orderPayload.graphql.ts";

const OrderItemInput = builder.inputType("OrderItemInput", {
  fields: (t) => ({
    name: t.string({ description: "Prompt file name, message title or greeting template." }),
    text: t.string(),
  }),
});

export const OrderDraftInput = builder.inputType("OrderDraftInput", {
  description: "What a wizard has so far. Prices never travel from the client: the server computes them.",
  fields: (t) => ({
    service: t.string({ description: "Service slug." }),
    bundle: t.string({ required: false, description: "On-hold plan slug; none: pay as you go." }),
    language: t.string({ required: false, description: "BCP 47 tag of the recording's language." }),
    voiceId: t.globalID({ required: false, for: [VoiceNode] }),
    trackId: t.globalID({ required: false, for: [SoundtrackTrackNode], description: "Music bed (message on hold)." }),
    items: t.field({ type: [OrderItemInput] }),
    fileFormats: t.field({ type: [FileFormatEnum] }),
    rush: t.boolean({ required: false }),
    customerNote: t.string({ required: false }),
  }),
});

type DraftArgs = typeof OrderDraftInput.$inferInput;

export function draftFromInput(input: DraftArgs): OrderDraft {
  return parseDraft({
    service: input.service,
    bundle: input.bundle ?? null,
    language: input.language ?? null,
    voiceId: input.voiceId?.id ?? null,
    trackId: input.trackId?.id ?? null,
    items: input.items.map((item) => ({ name: item.name, text: item.text })),
    fileFormats: input.fileFormats,
    rush: input.rush ?? false,
    customerNote: input.customerNote ?? null,
  });
}

builder.mutationFields((t) => ({
  saveOrderDraft: t.field({
    type: OrderPayload,
    authScopes: { signedIn: true },
    description: "Saves a signed-in customer's wizard draft (a new draft without orderId).",
    errors: { types: [ValidationError, NotFoundError, OrderNotPayableError, PermissionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SaveOrderDraftInput", {
          fields: (f) => ({
            orderId: f.globalID({ required: false, for: [OrderNode] }),
            draft: f.field({ type: OrderDraftInput }),
            clientCompanyId: f.globalID({ required: false, for: [CompanyNode], description: "Resellers: the client (one of `myReseller.clients`) the order is for; null: for yourself; omitted: unchanged." }),
          }),
        }),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const { clientCompanyId } = args.input;
      const order = await saveDraft(ctx, args.input.orderId?.id ?? null, draftFromInput(args.input.draft), clientCompanyId === undefined ? undefined : (clientCompanyId?.id ?? null));
      return { orderId: order.id };
    },
  }),
  orderAgain: t.field({
    type: OrderPayload,
    authScopes: { signedIn: true },
    description: "Starts a new draft with the same service, voice, script and choices as one of the customer's orders; it is priced afresh.",
    errors: { types: [ValidationError, NotFoundError, PermissionError, OrderNotPayableError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("OrderAgainInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }) }) }) }) },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await orderAgain(ctx, input.orderId.id)).id }),
  }),
}));
