// A local stand-in for the part of Stripe's API the gateway uses, reached through the SDK's
// host/port/protocol options. It records every request and, like Stripe, answers a repeated
// Idempotency-Key with the first response.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { StripeConnection } from "../../server/payments/stripeGateway.ts";

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; params: URLSearchParams };
type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Status the next refunds get ("succeeded", "pending", "failed"). */
  refundStatus = "succeeded";
  /** PaymentIntents a GET /v1/payment_intents/{id} finds. */
  readonly intents = new Map<string, Record<string, unknown>>();
  /** Charges a GET /v1/charges/{id} finds (a webhook's `latest_charge` names one by id). */
  readonly charges = new Map<string, Record<string, unknown>>();
  private readonly once: { path: RegExp; reply: Reply }[] = [];
  private readonly byIdempotencyKey = new Map<string, Reply>();
  private server: Server | null = null;
  private counter = 0;

  /** The next request to a matching path gets this reply instead of the normal one. */
  replyOnce(path: RegExp, status: number, body: unknown, headers?: Record<string, string>) {
    this.once.push({ path, reply: { status, body, headers } });
  }

  async start(): Promise<StripeConnection> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = (req.url ?? "/").split("?")[0];
        const request = { method: req.method ?? "GET", path, headers: req.headers, params: new URLSearchParams(Buffer.concat(chunks).toString()) };
        this.requests.push(request);
        const reply = this.reply(request);
        res.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": `req_${++this.counter}`, ...reply.headers });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return { host: "127.0.0.1", port: (this.server.address() as AddressInfo).port, protocol: "http", maxNetworkRetries: 0 };
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private reply(request: RecordedRequest): Reply {
    const key = request.headers["idempotency-key"] as string | undefined;
    const known = key ? this.byIdempotencyKey.get(key) : undefined;
    if (known) return known;
    const index = this.once.findIndex((entry) => entry.path.test(request.path));
    const reply = index >= 0 ? this.once.splice(index, 1)[0].reply : this.answer(request);
    // Stripe keeps the first result of a key, but a retryable error is not a result.
    if (key && reply.status < 500 && reply.status !== 409) this.byIdempotencyKey.set(key, reply);
    return reply;
  }

  private answer({ method, path, params }: RecordedRequest): Reply {
    const n = ++this.counter;
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_standin_${n}`;
      const metadata = Object.fromEntries([...params].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]));
      return {
        status: 200,
        body: { id, object: "payment_intent", amount: Number(params.get("amount")), currency: params.get("currency"), client_secret: `${id}_secret_standin`, status: "requires_payment_method", metadata },
      };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = this.intents.get(retrieve[1]);
      if (intent) return { status: 200, body: { object: "payment_intent", ...intent } };
      return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${retrieve[1]}'` } } };
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === "GET" && charge) {
      const found = this.charges.get(charge[1]);
      if (found) return { status: 200, body: { id: charge[1], object: "charge", ...found } };
      return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such charge: '${charge[1]}'` } } };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) return { status: 200, body: { id: cancel[1], object: "payment_intent", status: "canceled" } };
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: { id: `re_standin_${n}`, object: "refund", amount: Number(params.get("amount")), payment_intent: params.get("payment_intent"), status: this.refundStatus, currency: "eur" },
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  }
}
