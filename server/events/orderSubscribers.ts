// Who acts on the orders domain's events, in the order they act (domainEvents.ts runs them).
import { emailCheckoutReminder, emailGuestOrderLink, emailOrderFlagged, emailOrderPaid, emailPaymentLink, emailQuote } from "../email/orderEmails.ts";
import { issueInvoice } from "../invoices/issueInvoice.ts";
import { recordReferralCommission } from "../partners/commissions.ts";
import { emailClientContact } from "../resellers/clientNotices.ts";
import { recordResellerCommission } from "../resellers/resellerCommission.ts";
import { queueOrderWebhooks } from "../webhooks/webhookEvents.ts";
import type { DomainEventSubscribers } from "./domainEvents.ts";

export const ORDER_SUBSCRIBERS: DomainEventSubscribers = {
  OrderPaid: [
    // A zero-total order (a discount covering all of it) is invoiced too, at 0: the sale and the
    // discount given belong in the books, and the accountant expects one invoice for every sale.
    // Issued first: the receipt carries it.
    ({ tx, orderId }) => issueInvoice(tx, orderId),
    emailOrderPaid,
    ({ tx, orderId }) => recordReferralCommission(tx, orderId),
    ({ tx, orderId }) => recordResellerCommission(tx, orderId),
    ({ tx, links, orderId }) => emailClientContact(tx, links, orderId, "ORDER_CONFIRMED"),
  ],
  // Resellers' webhooks (order.status_changed, order.files_ready on delivery), sent once committed.
  OrderStatusChanged: [({ tx, links, orderId, from, to }) => queueOrderWebhooks(tx, { orderId, from, to, links })],
  GuestOrderPlaced: [emailGuestOrderLink],
  OrderQuoted: [emailQuote],
  PaymentLinkRequested: [emailPaymentLink],
  CheckoutReminded: [emailCheckoutReminder],
  OrderFlagged: [emailOrderFlagged],
};
