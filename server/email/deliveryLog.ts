// What the delivery runs write to the server log. An e-mail's text holds private links (sign-in,
// password reset, a guest's order key) and its address is personal data, so outside development
// a line names the e-mail by its id only and the administrator reads it on the outbox screen. On a
// developer's own machine (NODE_ENV=development) a kept e-mail is printed whole, so a reset link
// can be followed without a mail server.
import type { Config } from "../config.ts";
import type { EmailOutbox } from "../db/generated/client.ts";

export type DeliveryLogConfig = Pick<Config, "development" | "publicUrl">;

/** Where the administrator reads an e-mail: the outbox screen, which takes the row's id. */
export function outboxScreenUrl(publicUrl: string, emailId: string): string {
  return `${publicUrl.replace(/\/$/, "")}/manage/outbox/${emailId}`;
}

// Generous on purpose (a local part may hold an apostrophe or "="): more is replaced rather than less.
const ADDRESS = /[^\s<>"(),;:@[\]]+@[^\s<>"'(),;:@[\]]+/g;

/** `text` with every e-mail address replaced: an SMTP server's refusal often quotes the recipient. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, "[address]");
}

/** The line for an e-mail kept in the outbox because SMTP_URL is not set. */
export function keptLine(config: DeliveryLogConfig, email: Pick<EmailOutbox, "id" | "to" | "subject" | "text">): string {
  if (config.development) return `[email] ${email.id} kept in the outbox (SMTP_URL not set) to=${email.to} subject="${email.subject}"\n${email.text}`;
  return `[email] ${email.id} kept in the outbox (SMTP_URL not set): read it at ${outboxScreenUrl(config.publicUrl, email.id)}`;
}

/** The line for a send the mail server refused or that never reached it; after `maxAttempts` it is not tried again. */
export function notSentLine(email: Pick<EmailOutbox, "id" | "attempts">, maxAttempts: number, error: unknown): string {
  const next = email.attempts >= maxAttempts ? "given up" : "tried again on the next run";
  return `[email] ${email.id} not sent (attempt ${email.attempts} of ${maxAttempts}, ${next}): ${withoutAddresses(errorText(error))}`;
}

/** The line for a delivery run that failed as a whole (the database going away mid-run). */
export function runFailedLine(error: unknown): string {
  return `[email] delivery run failed: ${withoutAddresses(errorText(error))}`;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // nodemailer's errors carry a code (EENVELOPE, EAUTH, ECONNECTION) that says more than the text.
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
