// Abandoned checkouts on the order desk: the studio sending an unpaid order's one payment reminder
// (the reminder's fields are on Order, order.graphql.ts).
import { NotFoundError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { CheckoutReminderRefusedError, sendCheckoutReminder } from "./checkoutReminders.ts";
import { OrderNode } from "./order.graphql.ts";
import { OrderPayload } from "./orderPayload.graphql.ts";

builder.objectType(CheckoutReminderRefusedError, {
  name: "CheckoutReminderRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { bookkeeping: true },
  description: "The order cannot be reminded: it is paid, cancelled or expired, was already reminded, or has no e-mail address; `message` says which.",
  fields: () => ({}),
});

builder.mutationField("sendCheckoutReminder", (t) =>
  t.field({
    type: OrderPayload,
    authScopes: { bookkeeping: true },
    description: "E-mails the customer of an unpaid order the link to pay it: once per order. Written to the order's timeline and the audit log.",
    errors: { types: [NotFoundError, CheckoutReminderRefusedError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("SendCheckoutReminderInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }) }) }) }) },
    resolve: async (_root, { input }, ctx) => {
      await sendCheckoutReminder(ctx, input.orderId.id, { userId: ctx.viewer!.id, email: ctx.viewer!.email, request: ctx });
      return { orderId: input.orderId.id };
    },
  }),
);
