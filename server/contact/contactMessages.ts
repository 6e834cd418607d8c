// Messages of the public forms: contact, quote request (with an optional script) and partnership
// enquiry. Each is stored, e-mailed to the studio's contact address and acknowledged to the
// sender, all through the e-mail outbox in the same transaction as the message.
import type { Prisma, PrismaClient, ContactKind, ContactMessage, StoredFile } from "../db/generated/client.ts";
import { type Actor, audit, checkedId } from "../catalog/catalogChange.ts";
import { fileDownloadUrl } from "../catalog/fileUrl.ts";
import { type Email, enqueueEmail } from "../email/outbox.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

export type Studio = { studioName: string; contactEmail: string; publicUrl: string };

export type NewContactMessage = {
  kind: ContactKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  details: Prisma.InputJsonObject;
  attachment?: Pick<StoredFile, "id" | "name" | "size"> | null;
};

export const sentMessages: Record<ContactKind, string> = {
  CONTACT: "Thank you for your message. We will reply within one working day.",
  QUOTE: "Thank you for your quote request. We will send you a quote within one working day.",
  PARTNERSHIP: "Thank you for your interest in working with us. We will be in touch within two working days.",
};

const KIND_TITLES: Record<ContactKind, string> = { CONTACT: "Contact message", QUOTE: "Quote request", PARTNERSHIP: "Partnership enquiry" };

const DETAIL_LABELS: Record<string, string> = {
  serviceName: "Service",
  languages: "Languages",
  wordCount: "Word count",
  durationSeconds: "Duration (seconds)",
  deadline: "Deadline",
  website: "Website",
  programme: "Programme",
};

/** One line of a header: no line breaks, at most 200 characters. */
export function headerText(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").trim().slice(0, 200);
}

function detailLines(details: Prisma.InputJsonObject): string[] {
  return Object.entries(DETAIL_LABELS)
    .filter(([key]) => details[key] !== undefined && details[key] !== null)
    .map(([key, label]) => {
      const value = details[key];
      return `${label}: ${Array.isArray(value) ? value.join(", ") : String(value)}`;
    });
}

/** The e-mail the studio receives: everything the sender entered. */
export function studioEmail(message: NewContactMessage & { id: string }, studio: Studio): Email {
  const about = message.kind === "PARTNERSHIP" && message.company ? message.company : message.name;
  const lines = [
    `${KIND_TITLES[message.kind]} received through the ${studio.studioName} website.`,
    "",
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ...(message.company ? [`Company: ${message.company}`] : []),
    ...detailLines(message.details),
    ...(message.attachment
      ? [`Script: ${message.attachment.name} (${message.attachment.size} bytes) ${studio.publicUrl}${fileDownloadUrl(message.attachment.id)}`]
      : []),
    "",
    message.message || "(no message)",
    "",
    `Reply to ${message.email}. Reference: ${message.id}`,
  ];
  return { to: studio.contactEmail, subject: headerText(`${KIND_TITLES[message.kind]} from ${about}`), text: lines.join("\n") };
}

/**
 * The acknowledgement to the sender. It repeats nothing the sender typed (not even the name), so
 * the form cannot be used to send chosen text to someone else's address.
 */
export function acknowledgementEmail(kind: ContactKind, to: string, studio: Studio): Email {
  const text = [
    "Hello,",
    "",
    `${sentMessages[kind]}`,
    "",
    `If you did not contact ${studio.studioName}, you can ignore this e-mail.`,
    "",
    studio.studioName,
    studio.publicUrl,
  ].join("\n");
  return { to, subject: headerText(`We received your ${KIND_TITLES[kind].toLowerCase()} — ${studio.studioName}`), text };
}

/** Stores the message and queues both e-mails; the caller then nudges the mailer. */
export async function submitContactMessage(prisma: PrismaClient, studio: Studio, message: NewContactMessage): Promise<ContactMessage> {
  return prisma.$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({
      data: {
        kind: message.kind,
        name: message.name,
        email: message.email,
        phone: message.phone,
        company: message.company,
        message: message.message,
        details: message.details,
        attachmentId: message.attachment?.id ?? null,
      },
    });
    await enqueueEmail(tx, studioEmail({ ...message, id: stored.id }, studio));
    await enqueueEmail(tx, acknowledgementEmail(message.kind, message.email, studio));
    return stored;
  });
}

/** The active service a quote request names; a ValidationError at input.serviceSlug otherwise. */
export async function quotedService(prisma: Pick<PrismaClient, "service">, slug: string) {
  const service = await prisma.service.findFirst({ where: { slug, active: true, archivedAt: null } });
  if (!service) throw ValidationError.field("input.serviceSlug", "is not one of our services");
  return service;
}

export async function setContactMessageHandled(prisma: PrismaClient, actor: Actor, id: string, handled: boolean): Promise<ContactMessage> {
  const missing = "This message does not exist.";
  const before = await prisma.contactMessage.findUnique({ where: { id: checkedId(id, missing) } });
  if (!before) throw new NotFoundError(missing);
  return prisma.$transaction(async (tx) => {
    const message = await tx.contactMessage.update({
      where: { id: before.id },
      data: handled ? { handledAt: before.handledAt ?? new Date(), handledById: before.handledById ?? actor.id } : { handledAt: null, handledById: null },
    });
    await audit(tx, actor, handled ? "contact_message.handled" : "contact_message.reopened", { type: "ContactMessage", id: message.id }, { kind: message.kind, email: message.email });
    return message;
  });
}
