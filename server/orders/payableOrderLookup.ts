// `/payment`: an unpaid order found by its number and the e-mail address it was placed with. The
// answer says only what is to be paid (the number, the service, the lines and the total); the
// private link to pay and follow the order goes to that e-mail address, never to the page that
// asked, so knowing an order's number and address does not open the order.
import { verifyBotCheck } from "../botcheck/altcha.ts";
import type { Context } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { publish } from "../events/domainEvents.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { liveDraftWhere } from "./payability.ts";

export type PayableOrderSummary = {
  number: number;
  serviceName: string;
  lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  currency: string;
};

export async function findPayableOrder(ctx: Context, input: { number: number; email: string; altcha: string | null | undefined }): Promise<PayableOrderSummary> {
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  await consumeRateLimit(ctx.prisma, rateLimits.orderLookup, ctx.ip);
  const email = input.email.toLowerCase();
  const order = await ctx.prisma.order.findFirst({
    where: {
      number: input.number,
      archivedAt: null,
      OR: [
        { status: "PENDING_PAYMENT", OR: [{ guestEmail: email }, { user: { email } }] },
        // A guest's order is stored (and e-mailed) before its payment starts.
        { ...liveDraftWhere(), guestEmail: email },
      ],
    },
    include: { service: { select: { name: true } }, lines: { orderBy: { position: "asc" } } },
  });
  if (!order) throw new NotFoundError("We found no unpaid order with this number and e-mail address.");
  await publish("PaymentLinkRequested", { db: ctx.prisma, links: ctx.config, order, serviceName: order.service.name, email });
  void ctx.mailer.deliverPending();
  return {
    number: order.number,
    serviceName: order.service.name,
    lines: order.lines.map(({ description, quantity, unitAmount, amount }) => ({ description, quantity, unitAmount, amount })),
    subtotal: order.subtotal,
    discountTotal: order.discountTotal,
    taxTotal: order.taxTotal,
    total: order.total,
    currency: order.currency,
  };
}
