import { contactMessageSchema, partnershipEnquirySchema, PARTNERSHIP_PROGRAMMES, quoteRequestSchema, scriptUpload } from "../../common/validation/contactSchemas.ts";
import { readSettings } from "../admin/settings.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import { actorOf, parsed } from "../catalog/catalogChange.ts";
import { fileDownloadUrl } from "../catalog/fileUrl.ts";
import { readUpload, storeUpload } from "../catalog/uploads.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import type { Context } from "../context.ts";
import type { ContactMessage } from "../db/generated/client.ts";
import { BotCheckError, NotFoundError, RateLimitError, ValidationError } from "../errors.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { builder } from "../schema/builder.ts";
import { ListQueryRef, listQueryExtensions, resolveListConnection } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { type NewContactMessage, quotedService, sentMessages, setContactMessageHandled, submitContactMessage } from "./contactMessages.ts";

export const ContactKindEnum = builder.enumType("ContactKind", { values: ["CONTACT", "QUOTE", "PARTNERSHIP"] as const });

const ContactAttachmentRef = builder.prismaObject("StoredFile", {
  name: "ContactAttachment",
  authScopes: { admin: true },
  description: "A file sent with a contact message (a quote request's script).",
  fields: (t) => ({
    name: t.exposeString("name"),
    mediaType: t.exposeString("mediaType"),
    size: t.exposeInt("size", { description: "Bytes." }),
    url: t.string({ description: "Download address; served to administrators only.", resolve: (file) => fileDownloadUrl(file.id) }),
  }),
});

export const ContactMessageNode = builder.prismaNode("ContactMessage", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.expose("kind", { type: ContactKindEnum }),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    company: t.exposeString("company", { nullable: true }),
    message: t.exposeString("message"),
    details: t.expose("details", {
      type: "JSON",
      description: "Form-specific fields: a quote's service, languages, word count, duration, deadline; a partnership's website and programme.",
    }),
    attachment: t.relation("attachment", { type: ContactAttachmentRef, nullable: true }),
    handledAt: t.expose("handledAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const contactMessageListSpec: ListDeclaration = {
  fields: {
    kind: { type: "enum", enumValues: ["CONTACT", "QUOTE", "PARTNERSHIP"], sortable: true },
    email: { type: "string", sortable: true },
    name: { type: "string", sortable: true },
    handledAt: { type: "dateTime", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

builder.queryField("contactMessages", (t) =>
  t.connection(
    {
      type: ContactMessageNode,
      authScopes: { admin: true },
      description: "Messages of the contact, quote and partnership forms. List-query fields: kind, email, name, handledAt, createdAt.",
      args: { filter: t.arg({ type: ListQueryRef, required: false }) },
      extensions: listQueryExtensions(contactMessageListSpec),
      resolve: (_root, args, ctx, info) =>
        resolveListConnection<ContactMessage>({ args, ctx, info, typeName: "ContactMessage", delegate: ctx.prisma.contactMessage }),
    },
    {
      name: "ContactMessageConnection",
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }),
    },
    { name: "ContactMessageEdge" },
  ),
);

// ---- Public forms ----------------------------------------------------------------------------

const PartnershipProgrammeEnum = builder.enumType("PartnershipProgramme", { values: PARTNERSHIP_PROGRAMMES });

const ContactMessageSentPayload = builder.objectRef<{ message: string }>("ContactMessageSentPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString("message", { description: "What to tell the sender." }) }),
});

const ContactMessageInput = builder.inputType("ContactMessageInput", {
  validate: contactMessageSchema,
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
    company: t.string({ required: false }),
    message: t.string(),
    altcha: t.string({ required: false, description: "The bot-check widget's solved payload." }),
  }),
});

const QuoteRequestInput = builder.inputType("QuoteRequestInput", {
  validate: quoteRequestSchema.loose(),
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
    company: t.string({ required: false }),
    serviceSlug: t.string({ description: "Slug of an active service." }),
    languages: t.stringList(),
    wordCount: t.int({ required: false }),
    durationSeconds: t.int({ required: false }),
    deadline: t.string({ required: false, description: "YYYY-MM-DD, not in the past." }),
    notes: t.string({ required: false }),
    script: t.field({ type: "File", required: false, extensions: fileLimit(scriptUpload.maxBytes), description: "pdf, doc, docx, odt, rtf or txt; at most 10 MB." }),
    altcha: t.string({ required: false, description: "The bot-check widget's solved payload." }),
  }),
});

const PartnershipEnquiryInput = builder.inputType("PartnershipEnquiryInput", {
  validate: partnershipEnquirySchema,
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    company: t.string(),
    website: t.string({ required: false }),
    programme: t.field({ type: PartnershipProgrammeEnum }),
    message: t.string(),
    altcha: t.string({ required: false, description: "The bot-check widget's solved payload." }),
  }),
});

const formErrors = { types: [ValidationError, BotCheckError, RateLimitError], directResult: true };

async function studio(ctx: Context) {
  const settings = await readSettings(ctx.prisma);
  return { studioName: settings.studioName, contactEmail: settings.contactEmail, publicUrl: ctx.config.publicUrl };
}

async function send(ctx: Context, message: NewContactMessage) {
  await submitContactMessage(ctx.prisma, await studio(ctx), message);
  void ctx.mailer.deliverPending();
  return { message: sentMessages[message.kind] };
}

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: ContactMessageInput }) },
    resolve: async (_root, args, ctx) => {
      const input = parsed<ReturnType<typeof contactMessageSchema.parse>>(args.input);
      await consumeRateLimit(ctx.prisma, rateLimits.contact, ctx.ip);
      await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
      const { name, email, phone, company, message } = input;
      return send(ctx, { kind: "CONTACT", name, email, phone, company, message, details: {} });
    },
  }),
  requestQuote: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: QuoteRequestInput }) },
    resolve: async (_root, args, ctx) => {
      const input = parsed<ReturnType<typeof quoteRequestSchema.parse> & { script?: File | null }>(args.input);
      await consumeRateLimit(ctx.prisma, rateLimits.contact, ctx.ip);
      const service = await quotedService(ctx.prisma, input.serviceSlug);
      const script = input.script ? await readUpload(scriptUpload, input.script, "input.script") : null;
      await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
      const attachment = script ? await storeUpload(ctx.prisma, ctx.storage, script, "SCRIPT", ctx.viewer?.id ?? null) : null;
      const { name, email, phone, company } = input;
      return send(ctx, {
        kind: "QUOTE",
        name,
        email,
        phone,
        company,
        message: input.notes ?? "",
        attachment,
        details: {
          serviceSlug: service.slug,
          serviceName: service.name,
          languages: input.languages,
          wordCount: input.wordCount,
          durationSeconds: input.durationSeconds,
          deadline: input.deadline,
        },
      });
    },
  }),
  sendPartnershipEnquiry: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: PartnershipEnquiryInput }) },
    resolve: async (_root, args, ctx) => {
      const input = parsed<ReturnType<typeof partnershipEnquirySchema.parse>>(args.input);
      await consumeRateLimit(ctx.prisma, rateLimits.contact, ctx.ip);
      await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
      const { name, email, company, message } = input;
      return send(ctx, {
        kind: "PARTNERSHIP",
        name,
        email,
        phone: null,
        company,
        message,
        details: { website: input.website, programme: input.programme },
      });
    },
  }),
}));

// ---- Handling --------------------------------------------------------------------------------

const ContactMessagePayload = builder.objectRef<{ messageId: string }>("ContactMessagePayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    contactMessage: t.prismaField({
      type: ContactMessageNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.contactMessage.findUniqueOrThrow({ ...query, where: { id: payload.messageId } }),
    }),
  }),
});

const SetContactMessageHandledInput = builder.inputType("SetContactMessageHandledInput", {
  fields: (t) => ({ id: t.globalID({ for: [ContactMessageNode] }), handled: t.boolean() }),
});

builder.mutationField("setContactMessageHandled", (t) =>
  t.field({
    type: ContactMessagePayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetContactMessageHandledInput }) },
    resolve: async (_root, { input }, ctx) => ({
      messageId: (await setContactMessageHandled(ctx.prisma, actorOf(ctx), input.id.id, input.handled)).id,
    }),
  }),
);
