// Subscriptions over server-sent events: the request, results, refusals, reconnecting, unsubscribing.
import type { GraphQLResponse, GraphQLSingularResponse, RequestParameters } from "relay-runtime";
import { afterEach, expect, it, vi } from "vitest";
import { RESUMED_SUBSCRIPTION_HEADER } from "../../common/subscriptionResume.ts";
import { GraphQLRequestError, subscribeGraphQL } from "./relayEnvironment.ts";

const request = { id: "0df3f6c1", name: "useOrderUpdatesSubscription", operationKind: "subscription", text: null, cacheID: "0df3f6c1", metadata: {} } as unknown as RequestParameters;
const variables = { id: "T3JkZXI6MQ==", key: null };

/** An event-stream response whose body sends `chunks`, then ends (or stays open with `open`). */
function eventStream(chunks: string[], { open = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const next = (data: unknown) => `event: next\ndata: ${JSON.stringify(data)}\n\n`;
const complete = "event: complete\ndata:\n\n";

function subscribe() {
  const seen: { results: GraphQLSingularResponse[]; error: unknown; completed: boolean } = { results: [], error: null, completed: false };
  const handle = subscribeGraphQL(request, variables).subscribe({
    next: (result: GraphQLResponse) => seen.results.push(result as GraphQLSingularResponse),
    error: (error: unknown) => (seen.error = error),
    complete: () => (seen.completed = true),
  });
  return { seen, unsubscribe: () => handle.unsubscribe() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("posts the persisted operation asking for an event stream, and passes its results on until it completes", async () => {
  const fetch = vi.fn(async () => eventStream([":\n\n", next({ data: { orderUpdated: { id: "1", status: "PAID" } } }), ":\n\n", complete]));
  vi.stubGlobal("fetch", fetch);
  const { seen } = subscribe();
  await vi.waitFor(() => expect(seen.completed).toBe(true));

  expect(seen.results).toEqual([{ data: { orderUpdated: { id: "1", status: "PAID" } } }]);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/graphql");
  expect(init.headers).toMatchObject({ Accept: "text/event-stream", "Content-Type": "application/json" });
  expect(JSON.parse(init.body as string)).toEqual({
    variables,
    operationName: "useOrderUpdatesSubscription",
    extensions: { persistedQuery: { version: 1, sha256Hash: "0df3f6c1" } },
  });
});

it("ends with a GraphQLRequestError when the server refuses the subscription", async () => {
  const refusal = { errors: [{ message: "This order does not exist.", extensions: { code: "NOT_FOUND" } }] };
  vi.stubGlobal("fetch", vi.fn(async () => eventStream([next(refusal), complete])));
  const { seen } = subscribe();
  await vi.waitFor(() => expect(seen.error).toBeInstanceOf(GraphQLRequestError));
  expect(seen.error).toMatchObject({ message: "This order does not exist.", errors: refusal.errors });
  expect(seen.results).toEqual([]);
});

it("ends with the server's refusal when it answers JSON instead of a stream (an unknown persisted id)", async () => {
  const body = { errors: [{ message: "Unknown persisted operation: this page may be out of date, reload it.", extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } } }] };
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(body, { status: 400 })));
  const { seen } = subscribe();
  await vi.waitFor(() => expect(seen.error).toBeInstanceOf(GraphQLRequestError));
  expect(seen.error).toMatchObject({ status: 400, message: body.errors[0].message });
});

it("opens the stream again when the connection drops without the server completing it, asking for what it missed", async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(eventStream([next({ data: { orderUpdated: { id: "1", status: "PAID" } } })]))
    .mockRejectedValueOnce(new TypeError("Failed to fetch"))
    .mockResolvedValueOnce(eventStream([next({ data: { orderUpdated: { id: "1", status: "IN_PRODUCTION" } } }), complete]));
  vi.stubGlobal("fetch", fetch);
  const { seen } = subscribe();
  await vi.waitFor(() => expect(seen.completed).toBe(true), { timeout: 5000 });
  expect(fetch).toHaveBeenCalledTimes(3);
  // Opened again, it asks for what it may have missed; the first time, for changes only.
  const headersOf = (call: number) => (fetch.mock.calls[call][1] as RequestInit).headers as Record<string, string>;
  expect(headersOf(0)).not.toHaveProperty(RESUMED_SUBSCRIPTION_HEADER);
  expect(headersOf(1)).toMatchObject({ [RESUMED_SUBSCRIPTION_HEADER]: "1" });
  expect(headersOf(2)).toMatchObject({ [RESUMED_SUBSCRIPTION_HEADER]: "1" });
  expect(seen.results.map((result) => (result.data as { orderUpdated: { status: string } }).orderUpdated.status)).toEqual(["PAID", "IN_PRODUCTION"]);
  expect(seen.error).toBeNull();
});

it("closes the connection when unsubscribed, and does not reconnect", async () => {
  let signal: AbortSignal | undefined;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    signal = init.signal ?? undefined;
    return eventStream([":\n\n"], { open: true });
  });
  vi.stubGlobal("fetch", fetch);
  const { seen, unsubscribe } = subscribe();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  unsubscribe();
  expect(signal?.aborted).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(seen.error).toBeNull();
});
