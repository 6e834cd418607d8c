// What a request may cost (server/schema/limits.ts), error masking, and GraphiQL without a CDN.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { type DocumentNode, getNamedType, isInputType, Kind, specifiedRules, typeFromAST, validate, valueFromAST, visit } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "../../client/ui/table/listQueryUrl.ts";
import { schema } from "../../server/schema/index.ts";
import { API_LIMITS } from "../../server/schema/limits.ts";
import { MB } from "../../common/bytes.ts";
import { type Client, type GraphQLResponse, solvedAltcha, startTestApp, startTestAppWithAdmin, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const post = (body: string | FormData, headers: Record<string, string> = { "content-type": "application/json" }) =>
  t.app.yoga.fetch("http://studiofront.test/graphql", { method: "POST", headers, body });

describe("the cost of a query", () => {
  it("100 aliases of voices { totalCount } are refused at once, anonymously", async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: voices { totalCount }`).join(" ")} }`;
    const started = performance.now();
    const result = await t.client().gql(query);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([expect.objectContaining({ message: "Aliases limit of 15 exceeded, found 100.", extensions: { code: "QUERY_TOO_COMPLEX" } })]);
  });

  it("a page of 100 rows costs ten pages of 10: a few aliased ones exceed the cost limit", async () => {
    const page = `users(first: 100) { totalCount edges { node { id email name role createdAt } } }`;
    const one = await admin.gql(`{ ${page} }`);
    expect(one.errors).toBeUndefined();
    const result = await admin.gql(`{ ${Array.from({ length: 12 }, (_, i) => `a${i}: ${page}`).join(" ")} }`);
    expect(result.errors?.[0].message).toMatch(new RegExp(`^The query is too costly: its complexity is \\d+, at most ${API_LIMITS.complexity} is allowed\\.$`));
    expect(result.errors?.every((error) => error.extensions?.code === "QUERY_TOO_COMPLEX")).toBe(true);
  });

  it("too many fields side by side exceed the breadth limit", async () => {
    const result = await t.client().gql(`{ settings { ${"__typename ".repeat(API_LIMITS.breadth)} } }`);
    expect(result.errors?.[0]).toMatchObject({ message: `The query is too broad: its breadth is ${API_LIMITS.breadth + 1}, at most ${API_LIMITS.breadth} is allowed.`, extensions: { code: "QUERY_TOO_COMPLEX" } });
  });

  it("more tokens than allowed are refused before parsing ends", async () => {
    const result = await t.client().gql(`{ viewer { ${"id ".repeat(API_LIMITS.tokens)} } }`);
    expect(result.errors?.[0]).toMatchObject({ message: `Token limit of ${API_LIMITS.tokens} exceeded.`, extensions: { code: "QUERY_TOO_COMPLEX" } });
  });

  it("does not suggest field names outside development", async () => {
    const result = await t.client().gql(`{ voicez { totalCount } }`);
    expect(result.errors?.[0].message).not.toContain("Did you mean");
  });
});

describe("the request body", () => {
  it("a JSON body over 1 MB answers 413 with a JSON error, with or without Content-Length", async () => {
    const body = JSON.stringify({ query: `query($s: String!) { voice(slug: $s) { id } }`, variables: { s: "x".repeat(API_LIMITS.jsonBodyBytes) } });
    const withoutLength: Record<string, string> = { "content-type": "application/json" };
    for (const headers of [withoutLength, { ...withoutLength, "content-length": String(Buffer.byteLength(body)) }]) {
      const response = await post(body, headers);
      expect(response.status).toBe(413);
      expect(response.headers.get("content-type")).toContain("json");
      expect(((await response.json()) as GraphQLResponse).errors?.[0].extensions?.code).toBe("REQUEST_ENTITY_TOO_LARGE");
    }
  });

  it("a body just under 1 MB is read", async () => {
    const variables = { s: "x".repeat(API_LIMITS.jsonBodyBytes - 10_000) };
    const result = await admin.gql(`query($s: String!) { voice(slug: $s) { id } }`, variables);
    expect(result).toEqual({ data: { voice: null } });
  });

  it("a multipart upload keeps the uploads' own limit", async () => {
    const photo = new File([new Uint8Array(2 * 1024 * 1024)], "big.png", { type: "image/png" });
    const voice = await admin.gql(`{ manageVoices { id } }`);
    const result = await admin.upload(
      `mutation($input: SetVoicePhotoInput!) { setVoicePhoto(input: $input) { __typename } }`,
      { input: { voiceId: voice.data?.manageVoices[0].id } },
      { "input.photo": photo },
    );
    expect(JSON.stringify(result)).not.toContain("REQUEST_ENTITY_TOO_LARGE");
    expect(result.data?.setVoicePhoto.__typename).toBeTypeOf("string");
  });
});

describe("a multipart upload's limits", () => {
  const QUOTE = `mutation($script: File, $altcha: String) {
    requestQuote(input: { name: "Quinn", email: "quinn@example.com", serviceSlug: "bilingual-voice-over", languages: ["en-GB"], script: $script, altcha: $altcha }) { __typename }
  }`;
  /** The temporary upload files holding `bytes`, wherever the server put them. */
  const temporaryFilesHolding = (bytes: Buffer) =>
    readdirSync(tmpdir())
      .filter((name) => name.startsWith("studiofront-upload-"))
      .flatMap((name) => readdirSync(join(tmpdir(), name), { withFileTypes: true }).map((entry) => join(entry.parentPath, entry.name)))
      .filter((path) => {
        try {
          return readFileSync(path).equals(bytes);
        } catch {
          return false;
        }
      });

  it("are those of the field a file is passed to, even as a variable of its own; its file is gone once answered", async () => {
    const script = Buffer.from(`%PDF-1.4\n% quote ${randomUUID()}\n`);
    const taken = await t.client().upload(QUOTE, { altcha: await solvedAltcha() }, { script: new File([script], "script.pdf", { type: "application/pdf" }) });
    expect(taken.data?.requestQuote.__typename).toBe("ContactMessageSentPayload");
    expect(temporaryFilesHolding(script)).toEqual([]);

    // The script takes 10 MB: a body larger than that and 1 MB is refused as it arrives.
    const tooLarge = await t.client().upload(QUOTE, { altcha: await solvedAltcha() }, { script: new File([new Uint8Array(12 * MB)], "script.pdf", { type: "application/pdf" }) });
    expect(tooLarge.errors).toEqual([{ message: "The request body is larger than 11 MB.", extensions: { code: "REQUEST_ENTITY_TOO_LARGE", maxBytes: 11 * MB } }]);
  });
});

describe("error masking", () => {
  const BOOM = "relation \"secret\" failed at /srv/studiofront/server/secret.ts:12";

  async function internalError(app: TestApp) {
    const client = app.client();
    // A field the executor answers through Prisma (lists may be answered by a read plan's own SQL).
    const spy = vi.spyOn(app.app.services.prisma.service, "findFirst").mockRejectedValue(new Error(BOOM));
    try {
      return await client.gql(`{ service(slug: "telephone-voice-prompts") { id } }`);
    } finally {
      spy.mockRestore();
    }
  }

  it("outside development a client sees no message, stack or path of an internal error", async () => {
    const result = await internalError(t);
    expect(result.errors?.[0]).toMatchObject({ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } });
    const text = JSON.stringify(result);
    for (const leak of ["secret", "stack", "originalError", ".ts", "at "]) expect(text).not.toContain(leak);
  });

  it("with NODE_ENV=development the details are shown, and field names suggested", async () => {
    const dev = await startTestApp({ config: { development: true } });
    try {
      const result = await internalError(dev);
      expect(JSON.stringify(result)).toContain("secret.ts");
      const suggestion = await dev.client().gql(`{ voicez { totalCount } }`);
      expect(suggestion.errors?.[0].message).toContain("Did you mean");
    } finally {
      await dev.close();
    }
  });
});

describe("GraphiQL", () => {
  it("is served from the installed package: no script, style or font from elsewhere", async () => {
    const response = await t.app.yoga.fetch("http://studiofront.test/graphql", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("YogaGraphiQL.renderYogaGraphiQL");
    // The page's own markup, without the inline bundle (whose code is checked for CDN hosts below).
    const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (_, tag: string) => `<${tag}></${tag}>`);
    const references = [...markup.matchAll(/<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1]);
    for (const reference of references) {
      expect(reference, reference).not.toMatch(/^(https?:)?\/\//i);
      if (reference.startsWith("data:")) continue;
      const asset = await t.app.yoga.fetch(new URL(reference, "http://studiofront.test/graphql").toString());
      expect(asset.status, reference).toBe(200);
    }
    expect(html).not.toMatch(/(unpkg\.com|jsdelivr\.net|cdnjs|esm\.sh)/);
  });
});

// Every operation of the browser client, as relay-compiler wrote it, must pass the limits, so a
// new screen cannot exceed them unnoticed. A page size passed as a variable is taken as the
// management tables' PAGE_SIZE, the largest the client sends that way (the voice list's is 12).
describe("the browser client's operations", () => {
  const generated = join(import.meta.dirname, "../../client/__generated__");
  const persisted = JSON.parse(readFileSync(join(generated, "persisted-operations.json"), "utf8")) as Record<string, string>;

  function worstCaseVariables(document: DocumentNode): Record<string, unknown> {
    const variables: Record<string, unknown> = {};
    for (const definition of document.definitions) {
      if (definition.kind !== "OperationDefinition") continue;
      for (const variable of definition.variableDefinitions ?? []) {
        const type = typeFromAST(schema, variable.type);
        const name = variable.variable.name.value;
        if (type && isInputType(type) && variable.defaultValue) variables[name] = valueFromAST(variable.defaultValue, type);
        if (type && getNamedType(type).name === "Int" && variables[name] === undefined) variables[name] = PAGE_SIZE;
      }
    }
    return variables;
  }

  const operations = readdirSync(generated)
    .filter((file) => file.endsWith(".graphql.ts"))
    .map((file) => [file, readFileSync(join(generated, file), "utf8")] as const)
    .filter(([, source]) => source.includes('"kind": "Request"'))
    .map(([file, source]) => {
      const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
      const id = /"id": "([0-9a-f]+)"/.exec(source)?.[1];
      return [file, text ? (JSON.parse(text) as string) : persisted[id ?? ""]] as const;
    });

  it("are all found", () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const [file, text] of operations) expect(text, file).toBeTypeOf("string");
  });

  it("each stays within tokens, aliases, directives, depth, breadth and cost", () => {
    const report: { file: string; tokens: number; complexity: number; depth: number; breadth: number }[] = [];
    for (const [file, text] of operations) {
      const parser = new MaxTokensParserWLexer(text, { n: API_LIMITS.tokens });
      const document = parser.parseDocument();
      const errors = validate(schema, document, [
        ...specifiedRules,
        maxAliasesRule({ n: API_LIMITS.aliases }),
        maxDirectivesRule({ n: API_LIMITS.directives }),
      ]);
      expect(errors.map((error) => error.message), file).toEqual([]);
      // Variables the test does not know (inputs of mutations) may be left out: they cost nothing.
      const optionalVariables = visit(document, { VariableDefinition: (node) => ({ ...node, type: node.type.kind === Kind.NON_NULL_TYPE ? node.type.type : node.type }) });
      const { complexity, depth, breadth } = complexityFromQuery(optionalVariables, { schema, variables: worstCaseVariables(document), ctx: {} });
      expect(complexity, file).toBeLessThanOrEqual(API_LIMITS.complexity);
      expect(depth, file).toBeLessThanOrEqual(API_LIMITS.depth);
      expect(breadth, file).toBeLessThanOrEqual(API_LIMITS.breadth);
      report.push({ file, tokens: parser.tokenCount, complexity, depth, breadth });
    }
    const top = (key: "tokens" | "complexity" | "depth" | "breadth") => report.toSorted((a, b) => b[key] - a[key])[0];
    console.log("largest client operations:", JSON.stringify({ tokens: top("tokens"), complexity: top("complexity"), depth: top("depth"), breadth: top("breadth") }));
  });
});
