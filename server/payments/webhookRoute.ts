// POST /api/payments/stripe/webhook: Stripe's event deliveries. The signature is checked on the
// raw bytes of the body (re-serialised JSON would not match), then the event goes to
// handlePaymentEvent. A 2xx tells Stripe to stop retrying; an event that cannot apply yet (409) or
// a failure while processing (500) makes Stripe deliver it again later.
import type { IncomingMessage, ServerResponse } from "node:http";
import { handlePaymentEvent, PaymentEventNotReadyError, type PaymentEventServices } from "./handlePaymentEvent.ts";
import { StripeGateway, WebhookSignatureError } from "./stripeGateway.ts";
import { areaLogger } from "../operations/logger.ts";

const log = areaLogger("payments");

const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLargeError extends Error {}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(body);
}

export async function handleStripeWebhook(services: PaymentEventServices, req: IncomingMessage, res: ServerResponse) {
  const gateway = services.payments;
  if (!(gateway instanceof StripeGateway) || !gateway.acceptsWebhooks) return text(res, 404, "Stripe webhooks are not configured on this server.");
  if (req.method !== "POST") return text(res, 405, "Method not allowed.", { Allow: "POST" });
  let body: Buffer;
  try {
    body = await rawBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return text(res, 413, "Payload too large.");
    throw error;
  }
  const signature = req.headers["stripe-signature"];
  let event;
  try {
    event = gateway.verifyWebhook(body, Array.isArray(signature) ? signature[0] : signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    log.warn(`Refused a Stripe webhook: ${error.message.split("\n")[0]}`);
    return text(res, 400, "Invalid signature.");
  }
  event = await gateway.withLatestCharge(event);
  try {
    await handlePaymentEvent(services, "STRIPE", event);
  } catch (error) {
    if (!(error instanceof PaymentEventNotReadyError)) throw error;
    log.warn(error.message);
    return text(res, 409, "This event arrived before the payment it concerns succeeded; deliver it again later.");
  }
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ received: true }));
}
