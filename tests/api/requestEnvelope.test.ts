// Malformed requests, generated over the request's envelope: every kind of value for `query`,
// `variables`, `operationName` and `extensions`, duplicate keys, bodies that are not one request,
// GET parameters, and multipart fields and maps. None answers 5xx or leaves a stack trace in the
// log; each malformed one answers 4xx with a GraphQL error. Then the other requests that answered
// 500: a string for a File variable, and a refused subscription.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getNamedType, type GraphQLInputType, isInputObjectType, isListType, isNonNullType } from "graphql";
import { schema } from "../../server/schema/index.ts";
import { type Client, type GraphQLResponse, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { captureLogs } from "./logCapture.ts";

let t: TestApp;
let token = "";
let persistedId = "";
let quoteId = "";
beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signedIn(TEST_ADMIN);
  const created = await admin.gql(`mutation { createApiToken(input: { name: "Envelope" }) { ... on CreatedApiTokenPayload { token } } }`);
  token = created.data!.createApiToken.token;
  persistedId = t.documents.persist(`query Settings { settings { studioName } }`);
  quoteId = t.documents.persist(`mutation Quote($input: QuoteRequestInput!) { requestQuote(input: $input) { __typename } }`);
});
afterAll(() => t.close());

// Whatever a request does, no error reaches the log: an unexpected error would be logged with its stack.
let logged: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logged = captureLogs();
});
afterEach(() => {
  logged.restore();
  const errors = logged.lines.filter((line) => line.level >= 50);
  expect(errors.map((line) => `${line.msg} ${JSON.stringify(line.err ?? "")}`.slice(0, 300))).toEqual([]);
});

const send = (init: RequestInit & { search?: string }) => t.app.yoga.fetch(`http://studiofront.test/graphql${init.search ?? ""}`, init);
const json = (body: string, headers: Record<string, string> = {}) => send({ method: "POST", headers: { "content-type": "application/json", ...headers }, body });

/** A 4xx with a GraphQL error that carries a code other than INTERNAL_SERVER_ERROR. */
async function expectRefused(what: string, response: Response) {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  const body = (await response.json()) as GraphQLResponse;
  expect(body.errors?.[0]?.message, what).toBeTypeOf("string");
  for (const error of body.errors!) expect(error.extensions?.code, `${what}: ${error.message}`).toMatch(/^(?!INTERNAL_SERVER_ERROR$)[A-Z_]+$/);
}

async function expectNoServerError(what: string, response: Response) {
  expect(response.status, what).toBeLessThan(500);
  expect(await response.text(), what).not.toContain("INTERNAL_SERVER_ERROR");
}

// --- Values of every kind, and which of them each part takes --------------------------------

const VALUES: unknown[] = [0, 1, -1.5, true, false, null, "", "{", "{ __typename }", [], [1], ["{ __typename }"], {}, { a: 1 }, { persistedQuery: null }, "x".repeat(2000)];
const EXTENSION_VALUES: unknown[] = [
  { persistedQuery: 1 },
  { persistedQuery: { version: 1 } },
  { persistedQuery: { version: 1, sha256Hash: 1 } },
  { persistedQuery: { version: 2, sha256Hash: "abc" } },
  { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
  { persistedQuery: { version: 1, sha256Hash: [] } },
];
const PARTS = ["query", "variables", "operationName", "extensions"] as const;
const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
const TAKES: Record<(typeof PARTS)[number], (value: unknown) => boolean> = {
  query: (value) => value === null || typeof value === "string",
  operationName: (value) => value === null || typeof value === "string",
  variables: (value) => value === null || isObject(value),
  extensions: (value) => value === null || isObject(value),
};

/** The two well-formed requests the parts are put into: a visitor's persisted id, and an API client's document. */
const callers = (): { who: string; base: Record<string, unknown>; headers: Record<string, string> }[] => [
  { who: "a visitor", base: { extensions: { persistedQuery: { version: 1, sha256Hash: persistedId } } }, headers: {} },
  { who: "an API client", base: { query: "{ __typename }" }, headers: { authorization: `Bearer ${token}` } },
];

describe("each part of a JSON request, of every kind", () => {
  for (const part of PARTS) {
    it(`"${part}": a kind it does not take is a 4xx naming it; none is a 5xx`, async () => {
      for (const { who, base, headers } of callers()) {
        for (const value of part === "extensions" ? [...VALUES, ...EXTENSION_VALUES] : VALUES) {
          const what = `${who} sending ${part}: ${JSON.stringify(value).slice(0, 40)}`;
          const response = await json(JSON.stringify({ ...base, [part]: value }), headers);
          if (TAKES[part](value)) await expectNoServerError(what, response);
          else {
            expect(response.status, what).toBe(400);
            const body = (await response.json()) as GraphQLResponse;
            expect(body.errors?.[0].message, what).toContain(`"${part}" must be`);
          }
        }
      }
    });
  }

  it("a part given twice (the last one counts) is never a 5xx, and a body that is not one request object is a 4xx", async () => {
    const texts = ['"{ __typename }"', "1", "null", "{}", "[]", '"{"'];
    for (const { who, headers } of callers()) {
      for (const part of PARTS) {
        for (const first of texts) {
          for (const second of texts) {
            const body = `{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "${persistedId}"}}, "${part}": ${first}, "${part}": ${second}}`;
            const response = await json(body, headers);
            const what = `${who}: ${body}`;
            if (TAKES[part](JSON.parse(second))) await expectNoServerError(what, response);
            else await expectRefused(what, response);
          }
        }
      }
    }
    for (const body of ["1", '"x"', "true", "null", "[]", "[{}]", '[{"query": "{ __typename }"}]', "{", "", '{"query": "{ __typename }"} trailing', "\u0000"]) {
      await expectRefused(`body ${JSON.stringify(body)}`, await json(body, { authorization: `Bearer ${token}` }));
    }
    await expectRefused("bytes that are not UTF-8", await send({ method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }));
  });
});

describe("GET parameters", () => {
  const PARAMETER_VALUES = ["%7B", "1", "null", "[]", "%5B1%5D", "%22x%22", "%FF", "", "%00", "{}"];
  it("a parameter that is not JSON where JSON is taken, or of the wrong kind, is a 4xx naming it", async () => {
    for (const part of PARTS) {
      for (const value of PARAMETER_VALUES) {
        const search = `?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedId } }))}&${part}=${value}`;
        const response = await send({ method: "GET", search });
        await expectNoServerError(search, response.clone());
        if (response.status >= 400) await expectRefused(search, response);
      }
    }
    const response = await send({ method: "GET", search: "?variables=%7B" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphQLResponse).errors?.[0].message).toBe(`The "variables" parameter is not valid JSON.`);
  });

  it("a parameter given twice is never a 5xx", async () => {
    for (const search of ["?query=%7B__typename%7D&query=%7B", "?variables=%7B%7D&variables=%7B", "?extensions=%7B&extensions=%7B%7D", "?operationName=a&operationName=b"]) {
      await expectNoServerError(search, await send({ method: "GET", search, headers: { authorization: `Bearer ${token}` } }));
    }
  });

  it("form-encoded bodies are read the same way", async () => {
    const response = await send({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` }, body: "query=%7B__typename%7D&variables=%7B" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphQLResponse).errors?.[0].message).toBe(`The "variables" parameter is not valid JSON.`);
  });
});

describe("multipart requests", () => {
  const BOUNDARY = "envelope-test";
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="script.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
  const END = `--${BOUNDARY}--\r\n`;
  const operations = () => JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: quoteId } }, variables: { input: { name: "Quinn", email: "quinn@example.com", serviceSlug: "bilingual-voice-over", languages: ["en-GB"], script: null } } });
  const multipart = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => send({ method: "POST", headers: { "content-type": contentType, "x-requested-with": "test" }, body });

  const MAPS = [
    "{",
    "1",
    "null",
    "[]",
    '"variables.input.script"',
    '{"0": "variables.input.script"}',
    '{"0": []}',
    '{"0": [1]}',
    '{"0": [null]}',
    '{"0": ["variables"]}',
    '{"0": ["query"]}',
    '{"0": ["extensions.persistedQuery"]}',
    '{"0": ["variables.nope"]}',
    '{"0": ["variables.input"]}',
    '{"0": ["variables.input.name"]}',
    '{"0": ["variables.input.languages.0"]}',
    '{"0": ["variables.input.script.x"]}',
    '{"0": ["variables.input.__proto__"]}',
    '{"0": ["variables.input.script.0"]}',
    '{"0": ["variables..script"]}',
    '{"0": ["variables.input.script"], "1": ["variables.input.script"]}',
    JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), ["variables.input.script"]]))),
  ];

  it("a map that does not put each file at a File the operation takes is a 4xx, before any file is read", async () => {
    for (const map of MAPS) await expectRefused(`map ${map}`, await multipart(field("operations", operations()) + field("map", map) + file("0") + END));
  });

  it("operations of the wrong kind are a 4xx", async () => {
    for (const value of ["{", "1", "null", "[]", '[{"query": "{ __typename }"}]', '{"query": 1}', '{"variables": []}', '{"operationName": {}}', '{"extensions": 1}', "{}"]) {
      await expectRefused(`operations ${value}`, await multipart(field("operations", value) + field("map", '{"0": ["variables.input.script"]}') + file("0") + END));
    }
  });

  it("parts out of order, unnamed, twice or missing, and bodies that are not multipart, are a 4xx", async () => {
    const map = field("map", '{"0": ["variables.input.script"]}');
    const bodies: [string, string, string?][] = [
      ["map first", map + field("operations", operations()) + file("0") + END],
      ["a file first", file("0") + field("operations", operations()) + map + END],
      ["a field after map", field("operations", operations()) + map + field("note", "x") + file("0") + END],
      ["a file map does not name", field("operations", operations()) + map + file("0") + file("1") + END],
      ["a file twice", field("operations", operations()) + map + file("0") + file("0") + END],
      ["a file map names but the body lacks", field("operations", operations()) + map + END],
      ["no operations", END],
      ["an empty body", ""],
      ["the body cut short", field("operations", operations()) + map + file("0").slice(0, -5)],
      ["no boundary", field("operations", operations()) + map + file("0") + END, "multipart/form-data"],
      ["another boundary", field("operations", operations()) + map + file("0") + END, "multipart/form-data; boundary=other"],
      ["not multipart at all", "operations=1", `multipart/form-data; boundary=${BOUNDARY}`],
    ];
    for (const [what, body, contentType] of bodies) await expectRefused(what, await multipart(body, contentType));
  });

  it("a string for a File variable of any mutation is a 400 saying it must be an uploaded file", async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields()).flatMap((field) =>
      field.args.flatMap((arg) => filePaths(arg.type, arg.name).map((path) => ({ field: field.name, arg, path }))),
    );
    expect(mutations.length).toBe(9);
    for (const { field, arg, path } of mutations) {
      const variables: Record<string, unknown> = {};
      setPath(variables, path.split("."), "a file, honestly");
      const response = await json(JSON.stringify({ query: `mutation($${arg.name}: ${String(arg.type)}) { ${field}(${arg.name}: $${arg.name}) { __typename } }`, variables }), { authorization: `Bearer ${token}` });
      const what = `${field} with a string at ${path}`;
      expect(response.status, what).toBe(400);
      const body = (await response.json()) as GraphQLResponse;
      expect(body.errors?.map((error) => error.extensions?.code), what).toEqual(body.errors?.map(() => "BAD_USER_INPUT"));
      // graphql-js names a list item by its index in brackets: input.attachments[0].
      expect(body.errors?.map((error) => error.message).join("\n"), what).toContain(`at "${path.replace(/\.(\d+)/g, "[$1]")}"; must be an uploaded file`);
    }
  });
});

/** The dotted paths of the File places in `type` (input objects and lists walked, one item of each list). */
function filePaths(type: GraphQLInputType, path: string, seen = new Set<string>()): string[] {
  if (isNonNullType(type)) return filePaths(type.ofType, path, seen);
  if (isListType(type)) return filePaths(type.ofType, `${path}.0`, seen);
  if (getNamedType(type).name === "File") return [path];
  if (!isInputObjectType(type) || seen.has(type.name)) return [];
  return Object.values(type.getFields()).flatMap((field) => filePaths(field.type, `${path}.${field.name}`, new Set([...seen, type.name])));
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  // A list's place is an index: its list is an array, as a client sends it.
  path.slice(0, -1).forEach((key, index) => (node = (node[key] ??= /^\d+$/.test(path[index + 1]) ? [] : {}) as Record<string, unknown>));
  node[path[path.length - 1]] = value;
}

describe("a refused subscription", () => {
  it("answers 404 for an order that is not there or not the caller's, and 403 to a visitor without its key", async () => {
    const SUBSCRIPTION = `subscription($id: ID!) { orderUpdated(id: $id) { id } }`;
    const service = await t.prisma.service.findFirstOrThrow();
    const order = await t.prisma.order.create({ data: { serviceId: service.id, status: "PENDING_PAYMENT", subtotal: 5000, total: 5000, guestEmail: "guest@example.com" } });
    const customer: Client = await t.registered();
    const cases: [Client, string, number][] = [
      [customer, toGlobalId("Order", "00000000-0000-0000-0000-000000000000"), 404],
      [customer, toGlobalId("Order", order.id), 404],
      [t.client(), toGlobalId("Order", order.id), 403],
    ];
    for (const [client, id, status] of cases) {
      for (const accept of ["text/event-stream", "application/json"]) {
        const body = JSON.stringify(t.documents.params(SUBSCRIPTION, { id }));
        const response = await send({ method: "POST", headers: { "content-type": "application/json", accept, ...(client.cookie ? { cookie: client.cookie } : {}) }, body });
        expect(response.status, `${accept} ${status}`).toBe(status);
        expect(await response.text()).not.toContain("INTERNAL_SERVER_ERROR");
      }
    }
  });
});
