// The rules of resellers' webhooks as plain functions: which addresses may receive them, how many
// endpoints a reseller may have, the retry schedule, and the envelope every event is sent in.
// No database here: webhookEndpoints.ts and webhookDeliveries.ts load and write the rows.
import { ValidationError, type FieldIssue } from "../errors.ts";
import { hostRefusal } from "./webhookAddresses.ts";

export const MAX_ENDPOINTS_PER_RESELLER = 5;
export const DESCRIPTION_MAX_LENGTH = 200;
export const URL_MAX_LENGTH = 2000;
/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer (or the network error) is kept in the delivery log. */
export const RESPONSE_BODY_MAX_LENGTH = 1000;
/**
 * Waits after each failed attempt: the first attempt is sent at once, then 1 min, 5 min, 30 min,
 * 2 h, 6 h and 12 h later; a delivery that fails its 7th attempt is FAILED.
 */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600, 12 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export const WEBHOOK_EVENT_TYPES = ["order.status_changed", "order.files_ready", "test.ping"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Where endpoints are judged: production or not, and this server's own address (PUBLIC_URL). */
export type EndpointOptions = { production: boolean; publicUrl: string };

/**
 * The endpoint's address as stored, or a ValidationError on `field`: https only; http only to this
 * machine (localhost, 127.0.0.1) and only outside production, for tests and local development. In
 * production neither this server's host nor an address that is not global unicast, by name
 * (the addresses a name resolves to are checked before each delivery).
 */
export function cleanEndpointUrl(input: string, options: EndpointOptions, field = "input.url"): string {
  const text = input.trim();
  if (!text) throw ValidationError.field(field, "is required");
  if (text.length > URL_MAX_LENGTH) throw ValidationError.field(field, `must be shorter than or equal to ${URL_MAX_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw ValidationError.field(field, "must be a web address, such as https://example.com/webhooks");
  }
  if (url.username || url.password) throw ValidationError.field(field, "must not carry a user name or password");
  if (options.production && hostRefusal(url.hostname, { hostnames: [new URL(options.publicUrl).hostname] })) throw ValidationError.field(field, "must be a public address, not this server or a private network");
  if (url.protocol === "https:") return url.toString();
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) && !options.production) return url.toString();
  throw ValidationError.field(
    field,
    options.production ? "must be an https:// address" : "must be an https:// address (http:// only to localhost or 127.0.0.1, for development)",
  );
}

export type EndpointInput = { url: string; description?: string | null };

/** A new endpoint's address and description, or every problem named by its field. */
export function cleanEndpoint(input: EndpointInput, options: EndpointOptions): { url: string; description: string } {
  const issues: FieldIssue[] = [];
  let url = "";
  try {
    url = cleanEndpointUrl(input.url, options);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.fields);
  }
  let description = "";
  try {
    description = cleanDescription(input.description);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.fields);
  }
  if (issues.length) throw new ValidationError(issues);
  return { url, description };
}

export function cleanDescription(input: string | null | undefined, field = "input.description"): string {
  const description = input?.trim() ?? "";
  if (description.length > DESCRIPTION_MAX_LENGTH) throw ValidationError.field(field, `must be shorter than or equal to ${DESCRIPTION_MAX_LENGTH} characters`);
  return description;
}

/** Refuses a reseller's endpoint beyond the limit. */
export function assertEndpointAllowed(existing: number) {
  if (existing >= MAX_ENDPOINTS_PER_RESELLER) throw ValidationError.field("input.url", `You already have ${MAX_ENDPOINTS_PER_RESELLER} webhook endpoints, the most allowed: delete one first.`);
}

/** After the attempt numbered `attempts` (1 for the first) failed at `now`: when to try again, or null to give up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** A receiver's answer that counts as received: any 2xx. */
export function isDelivered(status: number): boolean {
  return status >= 200 && status < 300;
}

export function truncateResponse(text: string): string {
  return text.length > RESPONSE_BODY_MAX_LENGTH ? `${text.slice(0, RESPONSE_BODY_MAX_LENGTH)}…` : text;
}

/** What is POSTed: the same bytes on every attempt of one event. */
export function webhookBody(event: { eventId: string; eventType: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({ id: event.eventId, type: event.eventType, createdAt: event.createdAt.toISOString(), data: event.payload });
}
