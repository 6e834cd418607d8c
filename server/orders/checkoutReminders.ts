// Reminding an abandoned checkout: one e-mail with the link to pay the order (CheckoutReminded),
// sent by the studio from the order desk or by the scheduled job once the studio's delay has
// passed (with the customer's consent). The rule of who may be reminded: checkoutReminderRules.ts.
import { readSettings } from "../admin/settings.ts";
import { writeAudit } from "../admin/auditLog.ts";
import type { RequestInfo, Services } from "../context.ts";
import { NotFoundError } from "../errors.ts";
import { publish } from "../events/domainEvents.ts";
import { lockOrder } from "./checkout.ts";
import { automaticReminderDue, automaticReminderWhere, type ReminderConsent, reminderRefusal, type ReminderFacts } from "./checkoutReminderRules.ts";

type ReminderServices = Pick<Services, "prisma" | "config" | "mailer" | "events">;

/** Who sends a reminder: an administrator, or the system (userId null) for the automatic one. */
export type ReminderSender = { userId: string | null; email?: string | null; request?: RequestInfo | null };

export class CheckoutReminderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CheckoutReminderRefusedError";
  }
}

/**
 * Sends the order's one reminder, under the order's lock; `refusal` decides from the locked row
 * whether it is still to be sent (null: yes; else why not). Answers that reason, or null once sent.
 */
async function remind(services: ReminderServices, orderId: string, sender: ReminderSender, refusal: (order: ReminderFacts & ReminderConsent) => string | null): Promise<string | null> {
  const { prisma, config } = services;
  const sent = await prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { user: { select: { email: true, name: true, remindUnpaidOrders: true } }, service: { select: { name: true } } } });
    const email = order.user?.email ?? order.guestEmail;
    const refused = refusal({ ...order, email });
    if (refused !== null) return refused;
    const now = new Date();
    // Raw, so updatedAt stays: a reminder is not the customer touching their draft, whose life it would extend.
    await tx.$executeRaw`UPDATE "Order" SET "reminderSentAt" = ${now}, "reminderSentById" = ${sender.userId}::uuid WHERE id = ${orderId}::uuid`;
    await publish("CheckoutReminded", { tx, links: config, order, serviceName: order.service.name, email: email!, name: order.user?.name ?? order.guestName });
    const automatic = sender.userId === null;
    await tx.orderEvent.create({
      data: { orderId, type: "PAYMENT_REMINDER", note: automatic ? "Payment reminder e-mailed automatically" : "Payment reminder e-mailed by the studio", actorId: sender.userId },
    });
    await writeAudit(tx, sender.request ?? null, {
      action: "order.payment_reminder_sent",
      actorId: sender.userId,
      actorEmail: sender.email ?? null,
      entityType: "Order",
      entityId: orderId,
      metadata: { number: order.number, automatic },
    });
    return null;
  });
  if (sent !== null) return sent;
  void services.mailer.deliverPending();
  services.events.orderChanged(orderId);
  return null;
}

/** The studio reminds an unpaid order from the order desk; refused with the reason when it cannot. */
export async function sendCheckoutReminder(services: ReminderServices, orderId: string, sender: ReminderSender): Promise<void> {
  const order = await services.prisma.order.findUnique({ where: { id: orderId }, select: { archivedAt: true } });
  if (!order || order.archivedAt) throw new NotFoundError("This order does not exist.");
  const refused = await remind(services, orderId, sender, (locked) => reminderRefusal(locked));
  if (refused !== null) throw new CheckoutReminderRefusedError(refused);
}

/** Scheduled: reminds every unpaid order whose automatic reminder is due; answers how many. */
export async function sendDueCheckoutReminders(services: ReminderServices, now = new Date()): Promise<number> {
  const { checkoutReminderHours } = await readSettings(services.prisma);
  if (checkoutReminderHours <= 0) return 0;
  const due = await services.prisma.order.findMany({
    where: automaticReminderWhere(checkoutReminderHours, now),
    select: { id: true },
    orderBy: { updatedAt: "asc" },
    take: 200,
  });
  let sent = 0;
  for (const { id } of due) {
    const refused = await remind(services, id, { userId: null }, (locked) => (automaticReminderDue(locked, checkoutReminderHours, now) ? null : "no longer due"));
    if (refused === null) sent += 1;
  }
  return sent;
}
