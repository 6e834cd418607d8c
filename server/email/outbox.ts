// Every e-mail goes through the EmailOutbox table first. With SMTP_URL it is sent by SMTP;
// without it, it is kept in the outbox and its text (links included) is printed to the log,
// so a developer can follow a reset link without a mail server.
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { PrismaClient } from "../db/generated/client.ts";

export type Email = { to: string; subject: string; text: string };
type Db = Pick<PrismaClient, "emailOutbox">;

export function enqueueEmail(db: Db, email: Email) {
  return db.emailOutbox.create({ data: email });
}

export type Mailer = { deliverPending(): Promise<number> };

export function createMailer(prisma: PrismaClient, config: Pick<Config, "smtpUrl" | "emailFrom">, log: (line: string) => void = console.log): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let running: Promise<number> | null = null;

  async function deliver() {
    const pending = await prisma.emailOutbox.findMany({
      where: { status: "PENDING", attempts: { lt: 5 } },
      orderBy: { createdAt: "asc" },
      take: 50,
    });
    for (const email of pending) {
      if (!transport) {
        log(`[email] kept in outbox (SMTP_URL not set) to=${email.to} subject="${email.subject}"\n${email.text}`);
        await prisma.emailOutbox.update({ where: { id: email.id }, data: { status: "KEPT", attempts: { increment: 1 } } });
        continue;
      }
      try {
        await transport.sendMail({ from: config.emailFrom, to: email.to, subject: email.subject, text: email.text });
        await prisma.emailOutbox.update({ where: { id: email.id }, data: { status: "SENT", sentAt: new Date(), attempts: { increment: 1 } } });
      } catch (error) {
        const failed = email.attempts + 1 >= 5;
        await prisma.emailOutbox.update({
          where: { id: email.id },
          data: { status: failed ? "FAILED" : "PENDING", lastError: (error as Error).message, attempts: { increment: 1 } },
        });
      }
    }
    return pending.length;
  }

  return {
    // One delivery run at a time; callers after a write just nudge it without awaiting, so a
    // failed run (the database going away mid-run) is logged, never an unhandled rejection.
    deliverPending() {
      running ??= deliver()
        .catch((error: unknown) => {
          log(`[email] delivery run failed: ${(error as Error).message}`);
          return 0;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
