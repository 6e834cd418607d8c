// Field rules shared by the server (Pothos validation) and the client forms, so both give the
// same message for the same mistake.
import { z } from "zod";
import { isEmail } from "./email.ts";
import { messages } from "./messages.ts";

export const string = () => z.string({ error: messages.string });

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  string().trim().min(1, { error: messages.notEmpty }).max(max, { error: messages.maxLength(max) });

/** Optional text: empty becomes null. */
export const optionalText = (max: number) =>
  string()
    .trim()
    .max(max, { error: messages.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const email = () =>
  string()
    .trim()
    .min(1, { error: messages.notEmpty })
    .refine(isEmail, { error: messages.email })
    .transform((value) => value.toLowerCase());

export const password = (min: number, max: number) =>
  string()
    .min(1, { error: messages.notEmpty })
    .min(min, { error: messages.minLength(min) })
    .max(max, { error: messages.maxLength(max) });

export const phone = () =>
  optionalText(32).refine((value) => value === null || /^\+?[0-9 ()./-]{5,32}$/.test(value), {
    error: "must be a phone number",
  });

export const integer = (min: number, max: number) =>
  z
    .number({ error: messages.number })
    .int({ error: messages.integer })
    .min(min, { error: messages.min(min) })
    .max(max, { error: messages.max(max) });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messages.enum(values) });
