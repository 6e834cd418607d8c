// One POST of a webhook, to the address it was checked at: the socket's lookup answers that
// address whatever the name resolves to by now, while TLS still verifies the certificate for the
// endpoint's name. Redirects are answers like any other, never followed.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./webhookAddresses.ts";
import { DELIVERY_TIMEOUT_MS, RESPONSE_BODY_MAX_LENGTH } from "./webhookRules.ts";

export type WebhookAnswer = { status: number | null; body: string };
export type WebhookRequest = { url: string; address: ResolvedAddress; headers: Record<string, string>; body: string };

/** A lookup that answers `pinned` for any name, in the shape the caller asked for (one address, or all). */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** The first RESPONSE_BODY_MAX_LENGTH characters of an answer and one more (so it shows there was more), without reading the rest. */
async function startOf(response: IncomingMessage): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  try {
    for await (const chunk of response) {
      text += decoder.decode(chunk as Buffer, { stream: true });
      if (text.length > RESPONSE_BODY_MAX_LENGTH) break;
    }
  } catch {
    // An answer cut off half-way: what came is kept.
  } finally {
    response.destroy();
  }
  return text.slice(0, RESPONSE_BODY_MAX_LENGTH + 1);
}

/** POSTs the request to its address; never rejects: a network error or silence is an answer without a status. */
export function postWebhook(request: WebhookRequest, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<WebhookAnswer> {
  const url = new URL(request.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const timedOut = { status: null, body: `No answer within ${timeoutMs / 1000} s.` };
    const outgoing = send(url, {
      method: "POST",
      headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
      lookup: pinnedLookup(request.address),
      // One socket per delivery: a pooled one might have been opened to another address.
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on("response", (response) => {
      startOf(response).then((body) => resolve({ status: response.statusCode ?? null, body }), () => resolve({ status: response.statusCode ?? null, body: "" }));
    });
    outgoing.on("error", (error: Error & { code?: string }) => {
      resolve(error.name === "AbortError" ? timedOut : { status: null, body: `Network error: ${error.code ?? error.message}` });
    });
    outgoing.end(request.body);
  });
}
