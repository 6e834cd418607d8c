// Moving orders by hand: the studio through production, a customer cancelling before paying or
// approving a delivery.
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ManualOrderStatus, OrderNode } from "./order.graphql.ts";
import { OrderPayload } from "./orderPayload.graphql.ts";
import { DeliveryNotReadyError } from "../fulfilment/fulfilmentErrors.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { IllegalTransitionError } from "./orderStates.ts";
import { cancelOwnOrder, changeOrderStatus } from "./statusChanges.ts";
import { approveDelivery } from "../fulfilment/approval.ts";

builder.objectType(DeliveryNotReadyError, {
  name: "DeliveryNotReadyError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The order cannot be delivered yet: a master is missing or a file is not rendered; `message` says which.",
  fields: () => ({}),
});

builder.mutationFields((t) => ({
  changeOrderStatus: t.field({
    type: OrderPayload,
    authScopes: { production: true },
    description: "Moves an order along the state table (in production, delivered, revision requested, completed, cancelled), with a note for its timeline.",
    errors: { types: [ValidationError, NotFoundError, IllegalTransitionError, DeliveryNotReadyError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("ChangeOrderStatusInput", {
          fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }), status: f.field({ type: ManualOrderStatus }), note: f.string({ required: false }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await changeOrderStatus(ctx, input.orderId.id, input.status, input.note?.trim() || null)).id }),
  }),
  cancelOrder: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    description: "Cancels one's own order before it is paid (guests: with the key of the private link).",
    errors: { types: [NotFoundError, PermissionError, IllegalTransitionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("CancelOrderInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }), key: f.string({ required: false }) }) }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await cancelOwnOrder(ctx, { orderId: input.orderId.id, key: input.key })).id }),
  }),
  approveDelivery: t.field({
    type: OrderPayload,
    authScopes: { public: true },
    description: "Approves a delivered order: it becomes completed (guests: with the key of the private link).",
    errors: { types: [NotFoundError, PermissionError, IllegalTransitionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("ApproveDeliveryInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }), key: f.string({ required: false }) }) }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ orderId: (await approveDelivery(ctx, { orderId: input.orderId.id, key: input.key })).id }),
  }),
}));
