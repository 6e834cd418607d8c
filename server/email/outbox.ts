// Every e-mail goes through the EmailOutbox table first. With SMTP_URL it is sent by SMTP;
// without it, it is kept in the outbox (KEPT), where the administrator reads it on the outbox
// screen (/manage/outbox); the log names it by its id (deliveryLog.ts). Delivery runs are
// background jobs (deliver-emails, server/jobs/workers.ts): one is queued whenever the mailer is
// nudged, and one runs every minute. A run first claims its e-mails (FOR UPDATE SKIP LOCKED, then
// a lease), so server instances sharing one database never send the same e-mail twice; a run that
// dies mid-way leaves its claims to expire and be retried.
import type { Config } from "../config.ts";
import type { EmailOutbox, PrismaClient } from "../db/generated/client.ts";
import { type DeliveryLogConfig, keptLine, notSentLine, runFailedLine } from "./deliveryLog.ts";

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** Held until then (no delivery run takes it before), so that something may still withdraw it. */
  sendAfter?: Date;
  /** The order it is about, for whatever withdraws it because of that order. */
  orderId?: string;
};
type Db = Pick<PrismaClient, "emailOutbox">;

export function enqueueEmail(db: Db, email: Email) {
  return db.emailOutbox.create({ data: email });
}

/** Withdraws the order's e-mails still held (never sent): what replaces them carries what they said. */
export function withdrawHeldEmails(db: Db, orderId: string) {
  return db.emailOutbox.deleteMany({ where: { orderId, status: "PENDING", attempts: 0, sendAfter: { gt: new Date() } } });
}

/**
 * What request code nudges after queuing e-mail, without awaiting it: the pending e-mails are
 * delivered soon, by whichever server instance takes the delivery job.
 */
export type Mailer = { deliverPending(): Promise<void> };

/** One delivery run at a time in this process: claims pending e-mails and sends them. */
export type EmailDelivery = {
  /** Answers how many e-mails this run claimed (sent, kept or failed). */
  run(): Promise<number>;
};

const BATCH = 50;
/** Sends tried before an e-mail is FAILED; the administrator may send it again (retryEmail.ts). */
export const MAX_ATTEMPTS = 5;
/** Long enough for a batch of SMTP sends; a claim older than this belongs to a run that died. */
const CLAIM_SECONDS = 300;

/** Claims up to BATCH pending e-mails for this run, oldest first, counting the attempt. */
function claimPending(prisma: PrismaClient): Promise<EmailOutbox[]> {
  return prisma.$queryRaw<EmailOutbox[]>`
    UPDATE "EmailOutbox" SET "claimedUntil" = now() + make_interval(secs => ${CLAIM_SECONDS}), "attempts" = "attempts" + 1, "updatedAt" = now()
    WHERE "id" IN (
      SELECT "id" FROM "EmailOutbox"
      WHERE "status" = 'PENDING' AND "attempts" < ${MAX_ATTEMPTS} AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
        AND ("sendAfter" IS NULL OR "sendAfter" <= now())
      ORDER BY "createdAt" LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
}

export function createEmailDelivery(prisma: PrismaClient, config: Pick<Config, "smtpUrl" | "emailFrom"> & DeliveryLogConfig, log: (line: string) => void = console.log): EmailDelivery {
  // nodemailer is loaded only where there is an SMTP server to send through.
  const smtpUrl = config.smtpUrl;
  const transport = smtpUrl ? import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  let running: Promise<number> | null = null;

  async function deliver() {
    const claimed = (await claimPending(prisma)).sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
    for (const email of claimed) {
      if (!transport) {
        log(keptLine(config, email));
        await prisma.emailOutbox.update({ where: { id: email.id }, data: { status: "KEPT", claimedUntil: null } });
        continue;
      }
      try {
        await (await transport).sendMail({ from: config.emailFrom, to: email.to, subject: email.subject, text: email.text });
        await prisma.emailOutbox.update({ where: { id: email.id }, data: { status: "SENT", sentAt: new Date(), claimedUntil: null } });
      } catch (error) {
        log(notSentLine(email, MAX_ATTEMPTS, error));
        await prisma.emailOutbox.update({
          where: { id: email.id },
          data: { status: email.attempts >= MAX_ATTEMPTS ? "FAILED" : "PENDING", lastError: (error as Error).message, claimedUntil: null },
        });
      }
    }
    return claimed.length;
  }

  return {
    // A failed run (the database going away mid-run) is logged; the next run retries its e-mails.
    run() {
      running ??= deliver()
        .catch((error: unknown) => {
          log(runFailedLine(error));
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
