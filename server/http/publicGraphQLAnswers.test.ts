import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PublicCache } from "./publicCacheStore.ts";
import { publicGraphQLAnswers } from "./publicGraphQLAnswers.ts";

/** A stand-in for GraphQL that counts what it is asked and tags its answer as public when told. */
function fakeGraphQL(options: { public: boolean }) {
  const calls = { fetch: 0, requestListener: 0 };
  const answer = () =>
    new Response(JSON.stringify({ data: { services: [{ name: "Telephone voice prompts" }] } }), {
      headers: { "content-type": "application/json", ...(options.public ? { etag: "services-key" } : {}) },
    });
  const yoga = {
    fetch: async () => {
      calls.fetch += 1;
      return answer();
    },
    requestListener: (_req: IncomingMessage, res: ServerResponse) => {
      calls.requestListener += 1;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: null }));
    },
  };
  return { yoga, calls };
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void) {
  const server = createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (headers: Record<string, string> = {}, body = `{"operationName":"ServicesRouteQuery"}`) =>
    fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

describe("publicGraphQLAnswers", () => {
  it("runs GraphQL once for a public answer, then sends it from memory", async () => {
    const { yoga, calls } = fakeGraphQL({ public: true });
    const post = await serve(publicGraphQLAnswers(yoga as never, new PublicCache(60), "http://studiofront.test"));
    const answers = [await (await post()).json(), await (await post()).json(), await (await post({ origin: "http://studiofront.test" })).json()];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(calls).toEqual({ fetch: 1, requestListener: 0 });
    await post({}, `{"operationName":"ServicesRouteQuery","variables":{"x":1}}`);
    expect(calls.fetch).toBe(2);
  });

  it("runs GraphQL every time for an answer it did not tag as public", async () => {
    const { yoga, calls } = fakeGraphQL({ public: false });
    const post = await serve(publicGraphQLAnswers(yoga as never, new PublicCache(60), "http://studiofront.test"));
    await post();
    await post();
    expect(calls).toEqual({ fetch: 2, requestListener: 0 });
  });

  it("leaves signed-in people, API tokens, other sites, streams and a disabled cache to GraphQL", async () => {
    const { yoga, calls } = fakeGraphQL({ public: true });
    const post = await serve(publicGraphQLAnswers(yoga as never, new PublicCache(60), "http://studiofront.test"));
    await post({ cookie: "sf_session=abc" });
    await post({ authorization: "Bearer sf_token" });
    await post({ origin: "https://elsewhere.example" });
    await post({ accept: "text/event-stream" });
    expect(calls).toEqual({ fetch: 0, requestListener: 4 });

    const disabled = fakeGraphQL({ public: true });
    const postDisabled = await serve(publicGraphQLAnswers(disabled.yoga as never, new PublicCache(0), "http://studiofront.test"));
    await postDisabled();
    expect(disabled.calls).toEqual({ fetch: 0, requestListener: 1 });
  });
});
