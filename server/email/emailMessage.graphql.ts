// The outbox for administrators (/manage/outbox): every e-mail the studio wrote, newest first,
// with what became of it. Without SMTP_URL nothing is sent and this is where e-mails are read
// (the server log names them by id only); a FAILED one can be sent again.
import { actorOf } from "../catalog/catalogChange.ts";
import type { EmailOutbox, EmailStatus } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { MAX_ATTEMPTS } from "./outbox.ts";
import { retryFailedEmailNow } from "./retryEmail.ts";

const EMAIL_STATUSES = {
  PENDING: { description: "Waiting for a delivery run: not tried yet, or tried again after a failed attempt." },
  SENT: { description: "The mail server took it (sentAt)." },
  FAILED: { description: `All ${MAX_ATTEMPTS} attempts failed (lastError); it can be sent again (retryEmail).` },
  KEPT: { description: "Not sent because SMTP_URL is not set: it stays here to be read." },
} satisfies Record<EmailStatus, { description: string }>;

export const EmailStatusEnum = builder.enumType("EmailStatus", { values: EMAIL_STATUSES });

export const EmailMessageNode = builder.prismaNode("EmailOutbox", {
  name: "EmailMessage",
  id: { field: "id" },
  authScopes: { admin: true },
  description: "An e-mail in the outbox: written by the studio, sent by SMTP or kept here when SMTP_URL is not set.",
  fields: (t) => ({
    to: t.exposeString("to"),
    subject: t.exposeString("subject"),
    text: t.exposeString("text", { description: "The plain-text body, links included." }),
    status: t.expose("status", { type: EmailStatusEnum }),
    attempts: t.exposeInt("attempts", { description: "Delivery attempts in the current round (a retry starts a new one)." }),
    lastError: t.exposeString("lastError", { nullable: true, description: "What the mail server (or the connection to it) answered the last failed attempt." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
    sendAfter: t.expose("sendAfter", {
      type: "DateTime",
      nullable: true,
      description: "Held until then: no delivery run takes it before (a guest's order link waits, and is withdrawn if the order is paid first).",
    }),
  }),
});

export const emailOutboxListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.keys(EMAIL_STATUSES), sortable: true },
    to: { type: "string", sortable: true },
    subject: { type: "string", sortable: true },
    attempts: { type: "int", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
    sentAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const outboxList: ListSource = { model: "emailOutbox", typeName: "EmailMessage" };

builder.queryFields((t) => ({
  emailOutbox: t.connection(
    {
      type: EmailMessageNode,
      authScopes: { admin: true },
      description: "Every e-mail, newest first. List-query fields: status, to, subject, attempts, createdAt, sentAt.",
      ...listQueryField(emailOutboxListSpec, outboxList),
      resolve: (root, args, ctx, info) => resolveListSource<EmailOutbox>(outboxList, root, args, ctx, info),
    },
    ...countedConnection("EmailMessage"),
  ),
  smtpConfigured: t.boolean({
    authScopes: { admin: true },
    description: "Whether SMTP_URL is set. False: nothing is sent, e-mails stay in the outbox (KEPT) to be read there.",
    resolve: (_root, _args, ctx) => ctx.config.smtpUrl !== undefined,
  }),
}));

const EmailMessagePayload = builder.objectRef<{ emailId: string }>("EmailMessagePayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    email: t.prismaField({
      type: EmailMessageNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.emailOutbox.findUniqueOrThrow({ ...query, where: { id: payload.emailId } }),
    }),
  }),
});

const RetryEmailInput = builder.inputType("RetryEmailInput", {
  fields: (t) => ({ emailId: t.globalID({ for: [EmailMessageNode] }) }),
});

builder.mutationField("retryEmail", (t) =>
  t.field({
    type: EmailMessagePayload,
    authScopes: { admin: true },
    description: "Sends a FAILED e-mail again: back to PENDING with a fresh round of attempts, taken by the next delivery run. Audited.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: RetryEmailInput }) },
    resolve: async (_root, { input }, ctx) => ({ emailId: await retryFailedEmailNow(ctx, actorOf(ctx), input.emailId.id) }),
  }),
);
