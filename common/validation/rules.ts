// Field rules shared by the server (Pothos validation) and the client forms, so both give the
// same message for the same mistake.
import { z } from "zod";
import { isEmail, isHostName } from "./email.ts";
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

const URL_PROTOCOLS = ["http:", "https:", "ftp:"];
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The specification's web-address rule: http, https or ftp; at most 2084 characters; a host; port 1 to 65535. */
export function isWebAddress(value: string): boolean {
  if (value.length > 2084 || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!URL_PROTOCOLS.includes(url.protocol)) return false;
  // URL normalises the default port away and rejects ports above 65535; port 0 stays.
  if (url.port !== "" && Number(url.port) < 1) return false;
  const host = url.hostname;
  return isHostName(host) || IPV4.test(host) || (host.startsWith("[") && host.endsWith("]"));
}

/** Optional web address: empty becomes null. */
export const optionalWebAddress = () =>
  optionalText(2084).refine((value) => value === null || isWebAddress(value), { error: messages.url });
