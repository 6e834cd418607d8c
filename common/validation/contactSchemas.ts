// Input rules of the public forms: contact (/contact), quote request (/voice-contact) and
// partnership enquiry (/partnerships), shared by the GraphQL inputs and the client forms.
// `altcha` carries the bot-check widget's solved payload; the server verifies it.
import { z } from "zod";
import { isoDay } from "../dates.ts";
import { NAME_MAX_LENGTH } from "./accountSchemas.ts";
import { MESSAGE_MAX_LENGTH, PARTNERSHIP_PROGRAMMES } from "./contactFields.ts";
import { email, integer, oneOf, optionalText, optionalWebAddress, phone, requiredText } from "./rules.ts";

export * from "./contactFields.ts";

const sender = {
  name: requiredText(NAME_MAX_LENGTH),
  email: email(),
  phone: phone(),
  company: optionalText(200),
};

const altcha = () => z.string().nullish();

export const contactMessageSchema = z.object({
  ...sender,
  message: requiredText(MESSAGE_MAX_LENGTH),
  altcha: altcha(),
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return isoDay(date) === value;
}

/** Not before yesterday in UTC, so every time zone's "today" is accepted. */
function isNotPast(value: string, now = new Date()): boolean {
  const yesterday = isoDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return value >= yesterday;
}

export const quoteRequestSchema = z.object({
  ...sender,
  serviceSlug: requiredText(80),
  languages: z
    .array(requiredText(40), { error: "must be an array" })
    .min(1, { error: "should not be empty" })
    .max(20, { error: "must contain at most 20 elements" }),
  wordCount: integer(1, 1_000_000).nullish().transform((value) => value ?? null),
  durationSeconds: integer(1, 24 * 60 * 60).nullish().transform((value) => value ?? null),
  deadline: optionalText(10)
    .refine((value) => value === null || isCalendarDate(value), { error: "must be a date in the form YYYY-MM-DD" })
    .refine((value) => value === null || !isCalendarDate(value) || isNotPast(value), { error: "must not be in the past" }),
  notes: optionalText(MESSAGE_MAX_LENGTH),
  altcha: altcha(),
});

export const partnershipEnquirySchema = z.object({
  name: sender.name,
  email: sender.email,
  company: requiredText(200),
  website: optionalWebAddress(),
  programme: oneOf(PARTNERSHIP_PROGRAMMES),
  message: requiredText(MESSAGE_MAX_LENGTH),
  altcha: altcha(),
});
