// One call to OpenRouter's chat completions API (OpenAI-compatible, POST {base}/chat/completions),
// with a deadline for the whole exchange, body included. Every way it can go wrong becomes an
// OpenRouterError of a kind the assistant turns into a message for the customer; the provider's
// own words stay in the error for the audit log.

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ChatUsage = { promptTokens: number | null; completionTokens: number | null; totalTokens: number | null };

export type ChatCompletion = {
  content: string;
  /** Why the model stopped ("stop", "length", "content_filter", …). */
  finishReason: string | null;
  /** The model that answered (OpenRouter may route to another variant). */
  model: string | null;
  usage: ChatUsage | null;
};

export type OpenRouterFailure =
  /** No answer within the deadline. */
  | "TIMEOUT"
  /** The provider or its moderation refused the request or the answer. */
  | "REFUSED"
  /** An error status, an unreachable server or an answer that is not a completion. */
  | "UPSTREAM";

export class OpenRouterError extends Error {
  constructor(
    readonly failure: OpenRouterFailure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "OpenRouterError";
  }
}

export type ChatRequest = {
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  timeoutMs: number;
  maxTokens?: number;
  temperature?: number;
  /** OpenRouter's app attribution headers. */
  referer?: string;
  title?: string;
  fetch?: typeof fetch;
};

type ErrorBody = { error?: { code?: number | string; message?: string; metadata?: { reasons?: unknown; flagged_input?: unknown } } };

type CompletionBody = ErrorBody & {
  model?: string;
  choices?: Array<{ finish_reason?: string | null; native_finish_reason?: string | null; message?: { content?: string | null; refusal?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
};

const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

function isTimeout(error: unknown) {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function errorOf(status: number, body: ErrorBody | null): OpenRouterError {
  const message = body?.error?.message || `HTTP ${status}`;
  // OpenRouter answers 403 when a provider's moderation flags the input (metadata.reasons).
  const moderated = status === 403 && (body?.error?.metadata?.reasons !== undefined || /moderat|flagged/i.test(message));
  return new OpenRouterError(moderated ? "REFUSED" : "UPSTREAM", `OpenRouter ${status}: ${message}`, status);
}

export async function chatCompletion(request: ChatRequest): Promise<ChatCompletion> {
  const send = request.fetch ?? fetch;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let body: CompletionBody | null;
  let status: number;
  try {
    const response = await send(`${request.baseUrl}/chat/completions`, {
      method: "POST",
      signal,
      headers: {
        authorization: `Bearer ${request.apiKey}`,
        "content-type": "application/json",
        ...(request.referer ? { "http-referer": request.referer } : {}),
        // A header value must be plain ASCII here: a studio called "Stúdio Łódź" keeps what it can.
        ...(request.title ? { "x-title": request.title.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").trim() } : {}),
      },
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        max_tokens: request.maxTokens ?? 1200,
        temperature: request.temperature ?? 0.4,
      }),
    });
    status = response.status;
    const text = await response.text();
    try {
      body = JSON.parse(text) as CompletionBody;
    } catch {
      body = null;
    }
  } catch (error) {
    if (isTimeout(error) || signal.aborted) throw new OpenRouterError("TIMEOUT", `OpenRouter did not answer within ${request.timeoutMs} ms`);
    throw new OpenRouterError("UPSTREAM", `OpenRouter could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (status < 200 || status >= 300) throw errorOf(status, body);
  // An error can also come with 200 (a provider failing after OpenRouter accepted the request).
  if (body?.error) throw errorOf(number(body.error.code) ?? 502, body);
  const choice = body?.choices?.[0];
  if (!choice?.message) throw new OpenRouterError("UPSTREAM", "OpenRouter answered without a completion", status);
  const finishReason = choice.finish_reason ?? null;
  if (choice.message.refusal) throw new OpenRouterError("REFUSED", `The model refused: ${choice.message.refusal}`, status);
  if (finishReason === "content_filter") throw new OpenRouterError("REFUSED", "The provider's content filter stopped the answer", status);
  const content = (choice.message.content ?? "").trim();
  if (!content) throw new OpenRouterError("UPSTREAM", `OpenRouter answered an empty completion (finish reason ${finishReason ?? "none"})`, status);
  const usage = body?.usage
    ? { promptTokens: number(body.usage.prompt_tokens), completionTokens: number(body.usage.completion_tokens), totalTokens: number(body.usage.total_tokens) }
    : null;
  return { content, finishReason, model: body?.model ?? null, usage };
}
