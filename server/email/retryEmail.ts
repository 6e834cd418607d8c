// An administrator sends a FAILED e-mail again: it goes back to PENDING with a fresh round of
// attempts, and the next delivery run takes it like any other. One conditional update, so two
// administrators clicking at once retry it once; the attempts it had are kept in the audit log.
import { type Actor, audit, checkedId } from "../catalog/catalogChange.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import type { Mailer } from "./outbox.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

const MISSING = "This e-mail does not exist.";

/** Puts the FAILED e-mail `id` back in the queue; answers its id. */
export async function retryFailedEmail(prisma: PrismaClient, actor: Actor, id: string): Promise<string> {
  const emailId = checkedId(id, MISSING);
  return prisma.$transaction(async (tx) => {
    const email = await tx.emailOutbox.findUnique({ where: { id: emailId }, select: { id: true, attempts: true } });
    if (!email) throw new NotFoundError(MISSING);
    const { count } = await tx.emailOutbox.updateMany({
      where: { id: emailId, status: "FAILED" },
      data: { status: "PENDING", attempts: 0, claimedUntil: null },
    });
    if (count === 0) throw ValidationError.field("input.emailId", "Only a failed e-mail can be sent again.");
    await audit(tx, actor, "email.retried", { type: "EmailOutbox", id: emailId }, { attempts: email.attempts });
    return emailId;
  });
}

/** Retries the e-mail and starts a delivery run at once rather than waiting for the next one; answers its id. */
export async function retryFailedEmailNow(services: { prisma: PrismaClient; mailer: Mailer }, actor: Actor, id: string): Promise<string> {
  const emailId = await retryFailedEmail(services.prisma, actor, id);
  void services.mailer.deliverPending();
  return emailId;
}
