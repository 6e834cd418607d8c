// Administrators answer a quote request with a priced order the customer can pay.
import { ServiceNode } from "../catalog/service.graphql.ts";
import { ContactMessageNode } from "../contact/contactMessage.graphql.ts";
import { ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { OrderPayload } from "./orderPayload.graphql.ts";
import { createQuotedOrder } from "./quotedOrders.ts";

const QuoteLineInput = builder.inputType("QuoteLineInput", {
  fields: (t) => ({
    description: t.string(),
    quantity: t.int(),
    unitAmount: t.int({ description: "Minor units." }),
  }),
});

builder.mutationField("createQuotedOrder", (t) =>
  t.field({
    type: OrderPayload,
    authScopes: { staff: true },
    description: "Prices a quote request as an order awaiting payment and e-mails the customer how to pay it.",
    errors: { types: [ValidationError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("CreateQuotedOrderInput", {
          fields: (f) => ({
            email: f.string(),
            name: f.string(),
            serviceId: f.globalID({ for: [ServiceNode] }),
            contactMessageId: f.globalID({ for: [ContactMessageNode], required: false, description: "The quote request this answers (marked handled)." }),
            language: f.string({ required: false }),
            scope: f.string({ required: false, description: "What the price covers, shown to the customer." }),
            rush: f.boolean({ required: false }),
            lines: f.field({ type: [QuoteLineInput] }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await createQuotedOrder(ctx, {
        ...input,
        serviceId: input.serviceId.id,
        contactMessageId: input.contactMessageId?.id ?? null,
        rush: input.rush ?? false,
      });
      return { orderId: order.id };
    },
  }),
);
