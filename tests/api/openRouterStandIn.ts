// A local stand-in for OpenRouter's chat completions API (POST /chat/completions, OpenAI-shaped
// answers with `choices[0].message.content` and `usage`), reached through OPENROUTER_URL. It
// records every request and answers as `mode` says: like a small obedient model (it works from
// what the request asks: a draft made of the facts, a text cut to the word count asked for, the
// digits and capitals of a text flagged), slowly, with OpenRouter's error JSON, or refusing.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInMode =
  /** A completion, 200. */
  | "success"
  /** A completion after `slowMs`: beyond the assistant's timeout. */
  | "slow"
  /** 502 with OpenRouter's error JSON (the provider is down). */
  | "server-error"
  /** 401 with OpenRouter's error JSON (the key is wrong). */
  | "bad-key"
  /** 403 from a provider's moderation, with the reasons in `metadata`. */
  | "moderation"
  /** 200 with `message.refusal` set and no content. */
  | "refusal"
  /** 200 cut off by the content filter (`finish_reason: "content_filter"`). */
  | "content-filter";

export type RecordedRequest = {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens?: number; temperature?: number };
};

const USAGE = { prompt_tokens: 182, completion_tokens: 41, total_tokens: 223 };

/** What the customer sent: the part of the user message between <<< and >>>. */
export function materialOf(request: RecordedRequest): string {
  const user = request.body.messages.find((message) => message.role === "user")?.content ?? "";
  return /<<<\n([\s\S]*?)\n>>>/.exec(user)?.[1] ?? "";
}

function wordLimitOf(request: RecordedRequest): number | null {
  const user = request.body.messages.find((message) => message.role === "user")?.content ?? "";
  const match = /at most (\d+) words/.exec(user);
  return match ? Number(match[1]) : null;
}

/** An answer as an obedient model would give it, from the request alone. */
function answerFor(request: RecordedRequest): string {
  const system = request.body.messages.find((message) => message.role === "system")?.content ?? "";
  const user = request.body.messages.find((message) => message.role === "user")?.content ?? "";
  const material = materialOf(request);
  const limit = wordLimitOf(request);
  if (system.includes('"words"')) {
    const flagged = [...new Set(material.split(/\s+/).map((word) => word.replace(/[.,;:!?]+$/, "")).filter((word) => /\d|^[A-Z]{2,}$/.test(word)))];
    return JSON.stringify({ words: flagged.map((word) => ({ word, reason: `Write "${word}" the way it should be spoken.` })), text: material });
  }
  if (user.includes("Shorten it to")) {
    const words = material.split(/\s+/).filter(Boolean);
    return words.slice(0, limit ?? words.length).join(" ").replace(/[,;:]?$/, ".");
  }
  const facts = material.split(/[\n.]+/).map((fact) => fact.trim()).filter(Boolean);
  const draft = `Thank you for calling. ${facts.map((fact) => `${fact[0].toUpperCase()}${fact.slice(1)}.`).join(" ")} Please stay on the line; we will be with you shortly.`;
  const words = draft.split(/\s+/);
  return limit && words.length > limit ? words.slice(0, limit).join(" ") : draft;
}

function completion(request: RecordedRequest, message: Record<string, unknown>, finishReason: string) {
  return {
    id: `gen-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.body.model,
    provider: "StandIn",
    choices: [{ index: 0, logprobs: null, finish_reason: finishReason, native_finish_reason: finishReason, message: { role: "assistant", ...message } }],
    usage: USAGE,
  };
}

export class OpenRouterStandIn {
  readonly requests: RecordedRequest[] = [];
  mode: StandInMode = "success";
  /** How long "slow" waits before answering. */
  slowMs = 3000;
  private server: Server | null = null;
  private base = "";

  /** The address to set as OPENROUTER_URL. */
  get url() {
    return this.base;
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const send = (status: number, body: unknown) => {
          if (res.destroyed) return;
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method !== "POST" || req.url !== "/chat/completions") return send(404, { error: { code: 404, message: "Not Found" } });
        let request: RecordedRequest;
        try {
          request = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) };
        } catch {
          return send(400, { error: { code: 400, message: "Invalid JSON body" } });
        }
        this.requests.push(request);
        if (!req.headers.authorization?.startsWith("Bearer ")) return send(401, { error: { code: 401, message: "No auth credentials found" } });
        switch (this.mode) {
          case "success":
            return send(200, completion(request, { content: answerFor(request), refusal: null }, "stop"));
          case "slow": {
            const timer = setTimeout(() => send(200, completion(request, { content: answerFor(request), refusal: null }, "stop")), this.slowMs);
            res.on("close", () => clearTimeout(timer));
            return;
          }
          case "server-error":
            return send(502, { error: { code: 502, message: "Provider returned error", metadata: { provider_name: "StandIn", raw: "upstream connect error" } } });
          case "bad-key":
            return send(401, { error: { code: 401, message: "Invalid API key" } });
          case "moderation":
            return send(403, {
              error: { code: 403, message: `${request.body.model} requires moderation on OpenAI. Your input was flagged for "harassment".`, metadata: { reasons: ["harassment"], flagged_input: materialOf(request).slice(0, 100), provider_name: "OpenAI", model_slug: request.body.model } },
            });
          case "refusal":
            return send(200, completion(request, { content: null, refusal: "I'm sorry, but I can't help with that request." }, "stop"));
          case "content-filter":
            return send(200, completion(request, { content: "", refusal: null }, "content_filter"));
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
