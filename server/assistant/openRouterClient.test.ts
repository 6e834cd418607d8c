import { describe, expect, it } from "vitest";
import { chatCompletion, type ChatRequest } from "./openRouterClient.ts";

function request(answer: (url: string, init: RequestInit) => Promise<Response>): ChatRequest {
  return {
    baseUrl: "https://openrouter.test/api/v1",
    apiKey: "sk-or-v1-test",
    model: "openai/gpt-4o-mini",
    messages: [{ role: "user", content: "Hello" }],
    timeoutMs: 200,
    referer: "https://studio.example",
    title: "Stúdio Łódź",
    fetch: ((url: string, init: RequestInit) => answer(url, init)) as typeof fetch,
  };
}
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
const completion = (message: Record<string, unknown>, finish = "stop") => ({ model: "openai/gpt-4o-mini-2024", choices: [{ finish_reason: finish, message }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });

describe("a chat completion", () => {
  it("posts the model and messages with the key and attribution, and reads content, model and usage", async () => {
    let sent: { url: string; init: RequestInit } | null = null;
    const answer = await chatCompletion(
      request((url, init) => {
        sent = { url, init };
        return json(200, completion({ content: "  Hi there.  ", refusal: null }));
      }),
    );
    expect(answer).toEqual({ content: "Hi there.", finishReason: "stop", model: "openai/gpt-4o-mini-2024", usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 } });
    expect(sent!.url).toBe("https://openrouter.test/api/v1/chat/completions");
    expect(sent!.init.headers).toMatchObject({ authorization: "Bearer sk-or-v1-test", "http-referer": "https://studio.example", "x-title": "Studio odz" });
    expect(JSON.parse(String(sent!.init.body))).toMatchObject({ model: "openai/gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] });
  });

  it("gives up after the timeout", async () => {
    const never = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason)));
    await expect(chatCompletion(request(never))).rejects.toMatchObject({ failure: "TIMEOUT" });
  });

  it("tells an error status, a moderation refusal, an error within a 200, a refusal and the content filter apart", async () => {
    await expect(chatCompletion(request(() => json(502, { error: { code: 502, message: "Provider returned error" } })))).rejects.toMatchObject({ failure: "UPSTREAM", status: 502, message: "OpenRouter 502: Provider returned error" });
    await expect(chatCompletion(request(() => json(403, { error: { code: 403, message: "Input was flagged", metadata: { reasons: ["violence"] } } })))).rejects.toMatchObject({ failure: "REFUSED" });
    await expect(chatCompletion(request(() => json(200, { error: { code: 429, message: "Rate limit exceeded" } })))).rejects.toMatchObject({ failure: "UPSTREAM", status: 429 });
    await expect(chatCompletion(request(() => json(200, completion({ content: null, refusal: "I can't help with that." }))))).rejects.toMatchObject({ failure: "REFUSED" });
    await expect(chatCompletion(request(() => json(200, completion({ content: "" }, "content_filter"))))).rejects.toMatchObject({ failure: "REFUSED" });
    await expect(chatCompletion(request(() => json(200, completion({ content: "" }, "length"))))).rejects.toMatchObject({ failure: "UPSTREAM" });
    await expect(chatCompletion(request(() => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 200 }))))).rejects.toMatchObject({ failure: "UPSTREAM" });
    await expect(chatCompletion(request(() => Promise.reject(new TypeError("fetch failed"))))).rejects.toMatchObject({ failure: "UPSTREAM" });
  });
});
