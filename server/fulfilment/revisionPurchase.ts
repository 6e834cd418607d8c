// Buying a revision beyond the free ones (revisionAllowance.ts says when one is for sale): the
// customer says what should change, and a payment for an extra revision is opened at the studio's
// price, taxed like the order — computed here, never taken from the client. Repeating it (a double
// click, another card after a decline) answers the same open payment, keeping the latest wording;
// a new price cancels the open one first. The revision reaches the studio once the payment
// arrives (revisionChargePaid.ts).
import { readSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import type { Payment } from "../db/generated/client.ts";
import { CHECKOUT_TRANSACTION, lockOrder } from "../orders/checkout.ts";
import { accessibleOrder, type OrderAccess } from "../orders/orderAccess.ts";
import { cancelOpenPayments } from "../payments/openPayments.ts";
import { PaymentGatewayError } from "../payments/paymentErrors.ts";
import { OPEN_PAYMENT_STATUSES } from "../payments/paymentStates.ts";
import { RevisionRefusedError } from "./fulfilmentErrors.ts";
import { orderItems } from "./orderItems.ts";
import { extraRevisionPrice, revisionAllowance } from "./revisionAllowance.ts";
import { moveRevisionCharge } from "./revisionChargeStates.ts";
import { checkedRevision, type RevisionInput } from "./revisions.ts";

export type StartedRevisionPayment = { orderId: string; payment: Payment; clientSecret: string };

export async function buyRevision(ctx: Context, access: OrderAccess, input: RevisionInput): Promise<StartedRevisionPayment> {
  const order = await accessibleOrder(ctx, access);
  const revision = checkedRevision(input, orderItems(order).length);
  const settings = await readSettings(ctx.prisma);
  const wording = { message: revision.message, items: revision.items, requestedById: ctx.viewer?.id ?? null };

  const payment = await ctx.prisma.$transaction(async (tx) => {
    // One purchase at a time per order: a second click waits here, then finds the open payment.
    const locked = await lockOrder(tx, order.id);
    const used = await tx.revisionRequest.count({ where: { orderId: order.id } });
    const allowance = revisionAllowance(settings, locked, used, new Date());
    if (!allowance.extraForSale) throw new RevisionRefusedError(allowance.refusal ?? "A free revision is left: ask for it instead of buying one.");
    const taxRate = locked.taxRateId ? await tx.taxRate.findUnique({ where: { id: locked.taxRateId } }) : null;
    const price = extraRevisionPrice(settings, taxRate);

    const pending = await tx.revisionCharge.findMany({
      where: { orderId: order.id, status: "PENDING_PAYMENT" },
      include: { payments: { where: { status: { in: OPEN_PAYMENT_STATUSES }, clientSecret: { not: null } }, orderBy: { createdAt: "desc" } } },
      orderBy: { createdAt: "desc" },
    });
    const [latest] = pending;
    const open = latest?.payments[0];
    if (latest && open && latest.total === price.total && latest.currency === price.currency) {
      await tx.revisionCharge.update({ where: { id: latest.id }, data: wording });
      return open;
    }
    for (const charge of pending) {
      await cancelOpenPayments(tx, ctx.payments, order.id, "the extra revision's price changed", charge.id);
      await moveRevisionCharge(tx, charge.id, "CANCELLED");
    }

    const charge = await tx.revisionCharge.create({
      data: { orderId: order.id, ...wording, subtotal: price.subtotal, taxTotal: price.taxTotal, total: price.total, currency: price.currency, taxRateId: taxRate?.id ?? null },
    });
    const created = await tx.payment.create({
      data: {
        orderId: order.id,
        revisionChargeId: charge.id,
        provider: ctx.payments.provider,
        amount: price.total,
        currency: price.currency,
        idempotencyKey: `revision:${charge.id}:${price.total}:${price.currency}`,
      },
    });
    const customer = locked.userId ? await tx.user.findUnique({ where: { id: locked.userId }, select: { email: true } }) : null;
    // Still holding the order's lock: a concurrent purchase waits and then finds this payment open.
    const opened = await ctx.payments
      .createPayment({
        amount: price.total,
        currency: price.currency,
        idempotencyKey: created.idempotencyKey,
        orderId: order.id,
        paymentId: created.id,
        orderNumber: locked.number,
        description: `Extra revision, order #${locked.number}`,
        email: customer?.email ?? locked.guestEmail,
      })
      .catch((error: unknown) => {
        throw error instanceof PaymentGatewayError ? error : new PaymentGatewayError();
      });
    return tx.payment.update({ where: { id: created.id }, data: { providerReference: opened.reference, clientSecret: opened.clientSecret } });
  }, CHECKOUT_TRANSACTION);
  return { orderId: order.id, payment, clientSecret: payment.clientSecret! };
}
