import { contactMessageSchema, partnershipEnquirySchema, PARTNERSHIP_PROGRAMMES, quoteRequestSchema, scriptUpload } from "../../common/validation/contactSchemas.ts";
import { actorOf, parsed } from "../catalog/catalogChange.ts";
import { fileDownloadUrl } from "../catalog/fileUrl.ts";
import { fileLimit } from "../uploads/uploadLimits.ts";
import type { ContactMessage } from "../db/generated/client.ts";
import { BotCheckError, NotFoundError, RateLimitError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { type ContactForm, type PartnershipEnquiryForm, type QuoteRequestForm, requestQuote, sendContactForm, sendPartnershipEnquiry } from "./contactForms.ts";
import { setContactMessageHandled } from "./contactMessages.ts";

export const ContactKindEnum = builder.enumType("ContactKind", { values: ["CONTACT", "QUOTE", "PARTNERSHIP"] as const });

const ContactAttachmentRef = builder.prismaObject("StoredFile", {
  name: "ContactAttachment",
  authScopes: { production: true },
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
  authScopes: { production: true },
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

const contactMessageList: ListSource = { model: "contactMessage", typeName: "ContactMessage" };

builder.queryField("contactMessages", (t) =>
  t.connection(
    {
      type: ContactMessageNode,
      authScopes: { production: true },
      description: "Messages of the contact, quote and partnership forms. List-query fields: kind, email, name, handledAt, createdAt.",
      ...listQueryField(contactMessageListSpec, contactMessageList),
      resolve: (root, args, ctx, info) => resolveListSource<ContactMessage>(contactMessageList, root, args, ctx, info),
    },
    ...countedConnection("ContactMessage"),
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

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: ContactMessageInput }) },
    resolve: async (_root, args, ctx) => ({ message: await sendContactForm(ctx, parsed<ContactForm>(args.input)) }),
  }),
  requestQuote: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: QuoteRequestInput }) },
    resolve: async (_root, args, ctx) => ({ message: await requestQuote(ctx, parsed<QuoteRequestForm>(args.input)) }),
  }),
  sendPartnershipEnquiry: t.field({
    type: ContactMessageSentPayload,
    authScopes: { public: true },
    errors: formErrors,
    args: { input: t.arg({ type: PartnershipEnquiryInput }) },
    resolve: async (_root, args, ctx) => ({ message: await sendPartnershipEnquiry(ctx, parsed<PartnershipEnquiryForm>(args.input)) }),
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
    authScopes: { production: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetContactMessageHandledInput }) },
    resolve: async (_root, { input }, ctx) => ({
      messageId: (await setContactMessageHandled(ctx.prisma, actorOf(ctx), input.id.id, input.handled)).id,
    }),
  }),
);
