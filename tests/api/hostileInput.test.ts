// Inputs that once answered "Unexpected error.": each now gets the typed answer it deserves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type GraphQLResponse, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const globalId = (inner: string) => Buffer.from(inner).toString("base64");
const NOT_A_UUID = ["abc", "1", "00000000-0000-0000-0000-00000000000g", "x".repeat(300)];

function expectNoInternalError(response: GraphQLResponse) {
  expect(JSON.stringify(response)).not.toContain("Unexpected error.");
  for (const error of response.errors ?? []) expect(error.extensions?.code, error.message).toBeTypeOf("string");
}

describe("a global id whose inner part is not a UUID", () => {
  it.each(NOT_A_UUID)("node and nodes answer null with NOT_FOUND (%s)", async (inner) => {
    const node = await t.client().gql(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId(`User:${inner}`) });
    expectNoInternalError(node);
    expect(node.data?.node).toBeNull();
    expect(node.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const nodes = await admin.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [globalId(`Voice:${inner}`)] });
    expectNoInternalError(nodes);
    expect(nodes.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("is not a global id at all: NOT_FOUND too", async () => {
    const result = await t.client().gql(`query($id: ID!) { node(id: $id) { id } }`, { id: "!!!" });
    expectNoInternalError(result);
    expect(result.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  const mutations: [string, string, (id: string) => Record<string, unknown>, string][] = [
    ["revokeSession", `mutation($id: ID!) { revokeSession(id: $id) { __typename } }`, (id) => ({ id }), "Session"],
    ["revokeApiToken", `mutation($id: ID!) { revokeApiToken(id: $id) { __typename } }`, (id) => ({ id }), "ApiToken"],
    ["cancelOrder", `mutation($id: ID!) { cancelOrder(input: { orderId: $id, key: "k" }) { __typename } }`, (id) => ({ id }), "Order"],
    ["startPayment", `mutation($id: ID!) { startPayment(input: { order: { orderId: $id } }) { __typename } }`, (id) => ({ id }), "Order"],
    [
      "confirmTestPayment",
      `mutation($id: ID!) { confirmTestPayment(input: { order: { orderId: $id }, paymentId: $id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" }) { __typename } }`,
      (id) => ({ id }),
      "Order",
    ],
  ];
  it.each(mutations)("%s answers NotFoundError", async (name, query, variables, type) => {
    for (const inner of NOT_A_UUID) {
      const result = await admin.gql(query, variables(globalId(`${type}:${inner}`)));
      expectNoInternalError(result);
      expect(result.data?.[name].__typename).toBe("NotFoundError");
    }
  });

  it.each(["voiceId", "trackId"])("quote's %s answers NotFoundError", async (field) => {
    const draft = {
      service: "telephone-voice-prompts",
      language: "en-GB",
      items: [{ name: "welcome", text: "Thank you for calling." }],
      fileFormats: ["MULAW_8K_WAV"],
      rush: false,
      [field]: globalId(`${field === "voiceId" ? "Voice" : "SoundtrackTrack"}:abc`),
    };
    const result = await t.client().gql(`query($draft: OrderDraftInput!) { quote(draft: $draft) { __typename } }`, { draft });
    expectNoInternalError(result);
    expect(result.data?.quote.__typename).toBe("NotFoundError");
  });
});

describe("text no database column can hold", () => {
  const BAD = { nul: "a\u0000b", "lone high surrogate": "a\ud800b", "lone low surrogate": "\udc00" };

  it.each(Object.entries(BAD))("%s in a slug is refused naming the variable", async (_, text) => {
    for (const field of ["voice", "service", "page"]) {
      const result = await t.client().gql(`query($slug: String!) { ${field}(slug: $slug) { __typename } }`, { slug: text });
      expectNoInternalError(result);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", argument: "slug" } });
    }
  });

  it.each(Object.entries(BAD))("%s in a list-query filter value is refused", async (_, text) => {
    const result = await t.client().gql(`query($filter: ListQuery) { voices(filter: $filter) { totalCount } }`, { filter: { filters: `name~ILIKE~${text}` } });
    expectNoInternalError(result);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", argument: "filter.filters" } });
  });

  it.each(Object.entries(BAD))("%s deep in an input names its path", async (_, text) => {
    const result = await t.client().gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { name: text, email: uniqueEmail(), password: "a long password", altcha: "x" },
    });
    expectNoInternalError(result);
    expect(result.errors?.[0].message).toContain('"input.name"');
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("in a string literal of the query is refused as well", async () => {
    const nul = await admin.gql(`{ voice(slug: "a\\u0000b") { id } users(filter: { filters: "name~\\u0000" }) { totalCount } }`);
    expectNoInternalError(nul);
    expect(nul.errors?.map((error) => error.extensions?.code)).toEqual(["BAD_USER_INPUT", "BAD_USER_INPUT"]);
    expect(nul.data).toBeUndefined();
    // GraphQL's own grammar has no escape for a lone surrogate.
    const surrogate = await admin.gql(`{ voice(slug: "\\ud800") { id } }`);
    expect(surrogate.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });
});

describe("dates PostgreSQL cannot store", () => {
  it.each(["createdAt~EQUAL~0000-01-01", "createdAt~MORE_THAN~0001-01-01T00:00:00+01:00", "lastSignInAt~BETWEEN~0000-12-31,2026-01-01"])(
    "%s answers the list-query catalogue message",
    async (filters) => {
      const result = await admin.gql(`query($filters: String) { users(filter: { filters: $filters }) { totalCount } }`, { filters });
      expectNoInternalError(result);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: "BAD_LIST_QUERY", parameter: "filters" } });
      expect(result.errors?.[0].message).toMatch(/^Invalid value "[^"]+" for field (createdAt|lastSignInAt)$/);
    },
  );

  it("a DateTime argument in year 0000 is refused as input", async () => {
    const result = await admin.gql(`mutation($input: CreateDiscountInput!) { createDiscount(input: $input) { __typename } }`, {
      input: { code: "YEARZERO", kind: "PERCENT", percentBasisPoints: 1000, startsAt: "0000-01-01T00:00:00Z" },
    });
    expectNoInternalError(result);
    expect(result.errors?.[0].message).toContain("DateTime must be in the years 0001 to 9999");
  });
});

describe("LIKE and ILIKE mean contains, with %, _ and \\ as plain characters", () => {
  it("on the real database", async () => {
    const marker = `m${Date.now()}`;
    const names = [`${marker} 100% sure`, `${marker} a_b`, `${marker} back\\slash`, `${marker} plain`];
    for (const name of names) await t.prisma.user.create({ data: { email: uniqueEmail(), name, passwordHash: "x", referralCode: `r${Math.random().toString(36).slice(2)}` } });
    const count = async (filters: string) => {
      const result = await admin.gql(`query($filters: String) { users(first: 50, filter: { filters: $filters }) { totalCount edges { node { name } } } }`, { filters });
      expectNoInternalError(result);
      return (result.data!.users.edges as { node: { name: string } }[]).map((edge) => edge.node.name).sort();
    };
    expect(await count(`name~ILIKE~${marker}`)).toEqual([...names].sort());
    expect(await count(`name~LIKE~${marker} 100%`)).toEqual([`${marker} 100% sure`]);
    expect(await count(`name~ILIKE~${marker.toUpperCase()} A_B`)).toEqual([`${marker} a_b`]);
    expect(await count(`name~LIKE~k\\s`)).toEqual([`${marker} back\\slash`]);
    // Wildcards alone match only names that contain them.
    expect(await count(`name~ILIKE~%`)).toEqual([`${marker} 100% sure`]);
    expect(await count(`name~LIKE~\\`)).toEqual([`${marker} back\\slash`]);
    expect((await count(`name~LIKE~_`)).filter((name) => name.startsWith(marker))).toEqual([`${marker} a_b`]);
  });
});

describe("a 20 MB variable", () => {
  it("is refused with HTTP 413 and a JSON error before it is read", async () => {
    const body = JSON.stringify({ query: `query($slug: String!) { voice(slug: $slug) { id } }`, variables: { slug: "x".repeat(20_000_000) } });
    const response = await t.app.yoga.fetch("http://studiofront.test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(413);
    const json = (await response.json()) as GraphQLResponse;
    expect(json.errors?.[0].extensions?.code).toBe("REQUEST_ENTITY_TOO_LARGE");
  });
});
