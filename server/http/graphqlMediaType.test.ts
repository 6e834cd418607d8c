import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { regularMediaType } from "./graphqlMediaType.ts";

const yoga = createYoga({ schema: createSchema({ typeDefs: "type Query { hello: String }", resolvers: { Query: { hello: () => "hi" } } }), logging: false });

/** The media type yoga answers a query with for `accept`, or null for anything but a JSON answer. */
async function yogasMediaType(accept: string | undefined): Promise<string | null> {
  const response = await yoga.fetch("http://yoga.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(accept === undefined ? {} : { accept }) },
    body: JSON.stringify({ query: "{ hello }" }),
  });
  const type = response.headers.get("content-type")?.split(";")[0] ?? null;
  return response.status === 200 && (type === "application/json" || type === "application/graphql-response+json") ? type : null;
}

describe("the media type of an answer sent without yoga", () => {
  it.each([
    ["application/graphql-response+json, application/json"],
    ["application/json, application/graphql-response+json"],
    ["application/graphql-response+json"],
    ["application/json"],
    ["application/json; charset=utf-8"],
    ["*/*"],
    ["application/*"],
    [undefined],
    ["text/html, */*;q=0.8"],
  ])("is yoga's for %s", async (accept) => {
    const expected = await yogasMediaType(accept);
    expect(expected).not.toBeNull();
    expect(regularMediaType(accept)).toBe(expected);
  });

  it.each([["text/event-stream"], ["multipart/mixed"], ["application/json; charset=latin1"], ["text/html"]])("leaves %s to yoga, which does not answer it with JSON", async (accept) => {
    expect(await yogasMediaType(accept)).toBeNull();
    expect(regularMediaType(accept)).toBeNull();
  });
});
