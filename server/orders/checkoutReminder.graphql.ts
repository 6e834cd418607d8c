// Abandoned checkouts on the order desk: whether the customer agreed to a reminder, the one
// reminder sent (when, by whom), why one cannot be sent now, and the studio sending it.
import { NotFoundError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { reminderRefusal } from "./checkoutReminderRules.ts";
import { CheckoutReminderRefusedError, sendCheckoutReminder } from "./checkoutReminders.ts";
import { OrderNode, OrderPayload } from "./order.graphql.ts";

builder.objectType(CheckoutReminderRefusedError, {
  name: "CheckoutReminderRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { admin: true },
  description: "The order cannot be reminded: it is paid, cancelled or expired, was already reminded, or has no e-mail address; `message` says which.",
  fields: () => ({}),
});

const REFUSAL_COLUMNS = { number: true, status: true, updatedAt: true, archivedAt: true, flaggedAt: true, reminderSentAt: true, guestEmail: true, user: { select: { email: true } } } as const;

builder.prismaObjectFields("Order", (t) => ({
  reminderConsent: t.exposeBoolean("reminderConsent", { authScopes: { admin: true }, description: "The customer agreed at checkout to be reminded by e-mail while the order is unpaid." }),
  reminderSentAt: t.expose("reminderSentAt", { type: "DateTime", nullable: true, authScopes: { admin: true }, description: "When the order's one payment reminder was sent." }),
  reminderSentBy: t.relation("reminderSentBy", { nullable: true, authScopes: { admin: true }, description: "Who sent the payment reminder; null: sent automatically (or none sent)." }),
  reminderRefusal: t.string({
    nullable: true,
    authScopes: { admin: true },
    description: "Why the studio cannot send a payment reminder of this order now; null: it can.",
    select: REFUSAL_COLUMNS,
    resolve: (order) => reminderRefusal({ ...order, email: order.user?.email ?? order.guestEmail }),
  }),
}));

builder.mutationField("sendCheckoutReminder", (t) =>
  t.field({
    type: OrderPayload,
    authScopes: { admin: true },
    description: "E-mails the customer of an unpaid order the link to pay it: once per order. Written to the order's timeline and the audit log.",
    errors: { types: [NotFoundError, CheckoutReminderRefusedError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("SendCheckoutReminderInput", { fields: (f) => ({ orderId: f.globalID({ for: [OrderNode] }) }) }) }) },
    resolve: async (_root, { input }, ctx) => {
      await sendCheckoutReminder(ctx, input.orderId.id, { userId: ctx.viewer!.id, email: ctx.viewer!.email, request: ctx });
      return { orderId: input.orderId.id };
    },
  }),
);
