// Revisions in the API: what the customer asked to change after a delivery, free or bought.
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { PaymentActionRequired, started } from "../orders/checkout.graphql.ts";
import { OrderNode } from "../orders/order.graphql.ts";
import { OrderPayload } from "../orders/orderPayload.graphql.ts";
import { IllegalTransitionError } from "../orders/orderStates.ts";
import { PaymentGatewayError } from "../payments/paymentErrors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { RevisionRefusedError } from "./fulfilmentErrors.ts";
import { buyRevision } from "./revisionPurchase.ts";
import { requestRevision } from "./revisions.ts";

builder.objectType(RevisionRefusedError, {
  name: "RevisionRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "No free revision can be asked for (or, with `buyRevision`, bought) now; `message` says why and what to do instead.",
  fields: () => ({}),
});

const RevisionChangeRef = builder.objectRef<{ itemIndex: number; change: string }>("RevisionChange").implement({
  authScopes: { public: true },
  fields: (t) => ({ itemIndex: t.exposeInt("itemIndex"), change: t.exposeString("change") }),
});

builder.prismaObject("RevisionRequest", {
  authScopes: { public: true },
  description: "What the customer asked to change after a delivery.",
  fields: (t) => ({
    message: t.exposeString("message"),
    changes: t.field({ type: [RevisionChangeRef], resolve: (request) => (Array.isArray(request.items) ? (request.items as { itemIndex: number; change: string }[]) : []) }),
    bought: t.boolean({ description: "An extra revision the customer paid for, beyond the free ones.", select: { charge: { select: { id: true } } }, resolve: (request) => request.charge !== null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const RevisionChangeInput = builder.inputType("RevisionChangeInput", { fields: (c) => ({ itemIndex: c.int(), change: c.string() }) });

builder.mutationFields((t) => ({
  requestRevision: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    description: "Asks for a revision of a delivered order: what to change, per prompt (guests: with the key of the private link).",
    errors: { types: [ValidationError, NotFoundError, PermissionError, RevisionRefusedError, IllegalTransitionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("RequestRevisionInput", {
          fields: (f) => ({
            orderId: f.globalID({ for: [OrderNode] }),
            key: f.string({ required: false, description: "The order's private key (guests)." }),
            message: f.string({ description: "What should change, in general; may be empty when every change is per prompt." }),
            changes: f.field({ type: [RevisionChangeInput], required: false }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await requestRevision(ctx, { orderId: input.orderId.id, key: input.key }, { message: input.message, items: input.changes ?? [] });
      return { orderId: order.id };
    },
  }),
  buyRevision: t.field({
    type: PaymentActionRequired,
    authScopes: { public: true },
    description:
      "Asks for a revision beyond the free ones and opens its card payment at the studio's price (`revisionAllowance.extraPrice`); confirm it like an order's payment. The revision reaches the studio once it is paid. Repeating it answers the same open payment.",
    errors: { types: [ValidationError, NotFoundError, PermissionError, RevisionRefusedError, PaymentGatewayError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("BuyRevisionInput", {
          fields: (f) => ({
            orderId: f.globalID({ for: [OrderNode] }),
            key: f.string({ required: false, description: "The order's private key (guests)." }),
            message: f.string({ description: "What should change, in general; may be empty when every change is per prompt." }),
            changes: f.field({ type: [RevisionChangeInput], required: false }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) =>
      started(ctx, await buyRevision(ctx, { orderId: input.orderId.id, key: input.key }, { message: input.message, items: input.changes ?? [] })),
  }),
}));
