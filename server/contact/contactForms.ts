// The public forms as a request sends them: each limited per address and bot-checked, then stored
// and e-mailed (contactMessages.ts) with the mailer nudged; the answer is what to tell the sender.
// A quote request's service and script are checked before the bot-check, so a mistake there is
// shown without spending the solved challenge.
import type { contactMessageSchema, partnershipEnquirySchema, quoteRequestSchema } from "../../common/validation/contactSchemas.ts";
import { scriptUpload } from "../../common/validation/contactSchemas.ts";
import { readSettings } from "../admin/settings.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import { readUpload, storeUpload } from "../catalog/uploads.ts";
import type { Context } from "../context.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { type NewContactMessage, quotedService, sentMessages, submitContactMessage } from "./contactMessages.ts";

export type ContactForm = ReturnType<typeof contactMessageSchema.parse>;
export type QuoteRequestForm = ReturnType<typeof quoteRequestSchema.parse> & { script?: File | null };
export type PartnershipEnquiryForm = ReturnType<typeof partnershipEnquirySchema.parse>;

async function send(ctx: Context, message: NewContactMessage): Promise<string> {
  const settings = await readSettings(ctx.prisma);
  await submitContactMessage(ctx.prisma, { studioName: settings.studioName, contactEmail: settings.contactEmail, publicUrl: ctx.config.publicUrl }, message);
  void ctx.mailer.deliverPending();
  return sentMessages[message.kind];
}

export async function sendContactForm(ctx: Context, input: ContactForm): Promise<string> {
  await consumeRateLimit(ctx.prisma, rateLimits.contact, ctx.ip);
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  const { name, email, phone, company, message } = input;
  return send(ctx, { kind: "CONTACT", name, email, phone, company, message, details: {} });
}

export async function requestQuote(ctx: Context, input: QuoteRequestForm): Promise<string> {
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
}

export async function sendPartnershipEnquiry(ctx: Context, input: PartnershipEnquiryForm): Promise<string> {
  await consumeRateLimit(ctx.prisma, rateLimits.contact, ctx.ip);
  await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
  const { name, email, company, message } = input;
  return send(ctx, { kind: "PARTNERSHIP", name, email, phone: null, company, message, details: { website: input.website, programme: input.programme } });
}
