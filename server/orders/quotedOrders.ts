// A quote the studio prices by hand (services priced on request): an order with the studio's
// own lines, awaiting payment, e-mailed to the customer with the way to pay it (/payment with
// the order number and their e-mail address, or the order's private link).
import { z } from "zod";
import { messages } from "../../common/validation/messages.ts";
import { email, integer, optionalText, requiredText } from "../../common/validation/rules.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { readSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import { ValidationError } from "../errors.ts";
import { publish } from "../events/domainEvents.ts";
import { repriceOrder } from "./orderRepricing.ts";
import { transitionOrder } from "./orderStates.ts";

export const quotedOrderSchema = z.object({
  email: email(),
  name: requiredText(200),
  serviceId: z.string(),
  contactMessageId: z.string().nullish(),
  language: optionalText(35),
  scope: optionalText(4000),
  rush: z.boolean().default(false),
  lines: z
    .array(z.object({ description: requiredText(200), quantity: integer(1, 10_000), unitAmount: integer(1, 100_000_000) }), { error: messages.array })
    .min(1, { error: "Add at least one line." })
    .max(30, { error: "A quote can have at most 30 lines." }),
});

export type QuotedOrderInput = z.input<typeof quotedOrderSchema>;

export async function createQuotedOrder(ctx: Context, input: QuotedOrderInput) {
  const parsed = quotedOrderSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ["input", ...issue.path] })));
  const data = parsed.data;
  const service = await ctx.prisma.service.findFirst({ where: { id: data.serviceId, archivedAt: null } });
  if (!service) throw ValidationError.field("input.serviceId", "This service does not exist.");
  const settings = await readSettings(ctx.prisma);
  const customer = await ctx.prisma.user.findUnique({ where: { email: data.email } });
  const actor = { userId: ctx.viewer!.id, email: ctx.viewer!.email, request: ctx };

  const order = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.order.create({
      data: {
        status: "QUOTE_REQUESTED",
        pricedByStudio: true,
        serviceId: service.id,
        currency: service.currency,
        userId: customer?.id ?? null,
        guestEmail: customer ? null : data.email,
        guestName: customer ? null : data.name,
        languages: data.language ? [data.language] : [],
        customerNote: data.scope,
        rush: data.rush,
        fileFormats: ["MP3"],
        billingCountry: settings.country,
        lines: { create: data.lines.map((line, position) => ({ position, kind: "QUOTED", description: line.description, quantity: line.quantity, unitAmount: line.unitAmount, amount: line.quantity * line.unitAmount })) },
      },
    });
    await tx.orderEvent.create({ data: { orderId: created.id, type: "CREATED", toStatus: "QUOTE_REQUESTED", actorId: actor.userId, note: "Quote priced by the studio" } });
    await repriceOrder(tx, created.id);
    await transitionOrder(tx, { orderId: created.id, from: "QUOTE_REQUESTED", to: "PENDING_PAYMENT", actor, links: ctx.config, note: "Quote sent to the customer" });
    if (data.contactMessageId) {
      await tx.contactMessage.updateMany({ where: { id: data.contactMessageId, handledAt: null }, data: { handledAt: new Date(), handledById: actor.userId } });
    }
    const priced = await tx.order.findUniqueOrThrow({ where: { id: created.id } });
    await publish("OrderQuoted", { tx, links: ctx.config, order: priced, serviceName: service.name, email: data.email, name: data.name, lines: data.lines });
    await writeAudit(tx, ctx, { action: "order.quoted", actorId: actor.userId, actorEmail: actor.email, entityType: "Order", entityId: priced.id, metadata: { number: priced.number, total: priced.total } });
    return priced;
  });
  void ctx.mailer.deliverPending();
  return order;
}
