// Property: whatever a caller sends to any root field, the answer is a typed one. Every Query and
// Mutation field of the schema is called with random and hostile arguments (ids that are not
// UUIDs, NUL and lone surrogates, huge strings, out-of-range dates and numbers, random list
// queries) as a visitor, a customer, a reseller and the administrator; no response may hold
// "Unexpected error." or an error without a code. The calls are built from the schema itself.
import fc from "fast-check";
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from "graphql";
import { afterAll, beforeAll, describe, it } from "vitest";
import { OPERATORS } from "../../common/listQuery/index.ts";
import { schema } from "../../server/schema/index.ts";
import { type Client, type GraphQLResponse, solvedAltcha, startTestApp, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

/** Codes a client can act on; anything else (or no code) is an internal error leaking out. */
const KNOWN_CODES = new Set([
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "FORBIDDEN",
  "UNAUTHENTICATED",
  "RATE_LIMITED",
  "BOT_CHECK_FAILED",
  "BAD_LIST_QUERY",
  "QUERY_TOO_COMPLEX",
  "GRAPHQL_VALIDATION_FAILED",
  "GRAPHQL_PARSE_FAILED",
  "REQUEST_ENTITY_TOO_LARGE",
]);
const RUNS_PER_FIELD = Number(process.env.FUZZ_RUNS ?? 24);
// Ending the caller's own session would turn the signed-in roles into visitors for the rest of the run.
const VISITOR_ONLY = new Set(["signOut"]);

type Role = "visitor" | "customer" | "reseller" | "admin";
let t: TestApp;
const clients = {} as Record<Role, Client>;
const realIds: string[] = [];
const realSlugs: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  clients.visitor = t.client();
  clients.admin = t.client();
  await clients.admin.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: TEST_ADMIN });
  for (const role of ["customer", "reseller"] as const) {
    const client = t.client();
    const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { ... on ViewerPayload { viewer { id } } } }`, {
      input: { name: `Fuzz ${role}`, email: uniqueEmail(role), password: "a fuzzing password", altcha: await solvedAltcha() },
    });
    const id = registered.data?.register.viewer.id as string;
    if (role === "reseller") await clients.admin.gql(`mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }`, { input: { userId: id, role: "RESELLER" } });
    clients[role] = client;
    realIds.push(id);
  }
  // Real ids and slugs let some calls get past "not found" into deeper code.
  const catalogue = await clients.admin.gql(`{ manageServices { id slug } manageVoices { id slug } manageSoundtrackTracks { id } manageBundles { id slug } viewer { id } }`);
  const data = catalogue.data ?? {};
  for (const list of [data.manageServices, data.manageVoices, data.manageSoundtrackTracks, data.manageBundles]) {
    for (const item of (list ?? []).slice(0, 3)) {
      realIds.push(item.id);
      if (item.slug) realSlugs.push(item.slug);
    }
  }
  if (data.viewer) realIds.push(data.viewer.id);
}, 120_000);
afterAll(() => t.close());

// ---- values -------------------------------------------------------------------------------------

const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === "Node"))
  .map((type) => type.name);
const base64 = (text: string) => Buffer.from(text).toString("base64");

const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "😀 ünïcödé",
  "x".repeat(100_000),
  "'; DROP TABLE \"User\"; --",
  "%",
  "_",
  "\\",
  "~",
  ",",
  "0000-01-01",
  "null",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
);
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("telephone-voice-prompts", "en-GB", "DE", "EUR", "admin@studiofront.example", "4242424242424242", "12/40") },
  { weight: 1, arbitrary: fc.nat().map((index) => realSlugs[index % realSlugs.length] ?? "x") },
);

const globalIds: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom(...NODE_TYPES), fc.uuid()).map(([type, id]) => base64(`${type}:${id}`)),
  fc.tuple(fc.constantFrom(...NODE_TYPES), text).map(([type, id]) => base64(`${type}:${id}`)),
  fc.nat().map((index) => realIds[index % realIds.length] ?? "x"),
  fc.uuid(),
  text,
);

const dateTime = fc.oneof(
  fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom("0000-01-01T00:00:00Z", "9999-12-31T23:59:59-05:00", "2026-02-30T00:00:00Z", "+275760-09-13T00:00:00Z", "yesterday", ""),
);
const int = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 100_000_000));

const LIST_QUERY_FIELDS = ["name", "email", "role", "createdAt", "status", "amount", "code", "active", "kind", "language", "country", "slug", "position", "gender", "orderNumber", "x"];
const listQueryValue = fc.oneof(text, dateTime, int.map(String), fc.uuid(), fc.constantFrom("true", "ADMIN", "PAID"));
const condition = fc
  .tuple(fc.constantFrom(...LIST_QUERY_FIELDS), fc.option(fc.constantFrom(...OPERATORS, "NOPE")), fc.array(listQueryValue, { minLength: 1, maxLength: 3 }))
  .map(([field, operator, values]) => (operator ? `${field}~${operator}~${values.join(",")}` : `${field}~${values[0]}`));
const listQuery = fc.record(
  {
    filters: fc.oneof(fc.array(condition, { maxLength: 3 }).map((parts) => parts.join(",")), text),
    filterGroups: fc.oneof(fc.tuple(fc.constantFrom("AND", "OR", "XOR"), fc.array(condition, { maxLength: 2 })).map(([logic, parts]) => `${logic}~${parts.join(",")}`), text),
    relations: fc.oneof(fc.constantFrom("company", "company~INNER", "owner~JOIN"), text),
    orderBy: fc.oneof(fc.constantFrom(...LIST_QUERY_FIELDS).map((field) => `${field}~DESC`), text),
    limit: int,
    offset: int,
  },
  { requiredKeys: [] },
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case "ID":
      return globalIds;
    case "String":
      return text;
    case "Int":
    case "NonNegativeInt":
      return int;
    case "Float":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), int);
    case "Boolean":
      return fc.boolean();
    case "DateTime":
      return dateTime;
    case "EmailAddress":
      return fc.oneof(fc.emailAddress(), text);
    case "URL":
      return fc.oneof(fc.webUrl(), text);
    case "UUID":
      return fc.oneof(fc.uuid(), text);
    case "Currency":
      return fc.oneof(fc.constantFrom("EUR", "USD", "GBP", "XXX"), text);
    case "JSON":
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return fc.constant(null); // File: uploads are not fuzzed here
  }
}

function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
  if (isEnumType(type)) return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: text });
  if (isScalarType(type)) return scalarValue(type.name);
  if (isInputObjectType(type)) {
    if (type.name === "ListQuery") return listQuery;
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)]));
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc.record(shape, { requiredKeys: required });
  }
  return fc.constant(null);
}

// ---- calls --------------------------------------------------------------------------------------

/** `__typename`, the scalar fields without arguments, and the same one level into unions and interfaces. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  const scalars = (object: typeof named) =>
    isObjectType(object) || isInterfaceType(object)
      ? Object.values(object.getFields())
          .filter((field) => field.args.length === 0 && !isObjectType(getNamedType(field.type)) && !isUnionType(getNamedType(field.type)) && !isInterfaceType(getNamedType(field.type)))
          .map((field) => field.name)
      : [];
  if (isUnionType(named)) return `{ __typename ${named.getTypes().map((member) => `... on ${member.name} { ${["__typename", ...scalars(member)].join(" ")} }`).join(" ")} }`;
  if (isObjectType(named) || isInterfaceType(named)) return `{ ${["__typename", ...scalars(named)].join(" ")} }`;
  return "";
}

function callOf(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${arg.type.toString()}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  return `${operation}${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""} ${selectionOf(field.type)} }`;
}

function argumentsOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)]));
  const required = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  return fc.record(shape, { requiredKeys: required });
}

function internalErrorsOf(response: GraphQLResponse): string[] {
  const problems: string[] = [];
  if (JSON.stringify(response).includes("Unexpected error.")) problems.push("Unexpected error.");
  for (const error of response.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== "string" || !KNOWN_CODES.has(code)) problems.push(`${error.message} (code ${String(code)})`);
  }
  if (!response.data && !response.errors?.length) problems.push("neither data nor errors");
  return problems;
}

const ROLES: Role[] = ["visitor", "customer", "reseller", "admin"];
const roots = [
  ["query", schema.getQueryType()!],
  ["mutation", schema.getMutationType()!],
] as const;

for (const [operation, root] of roots) {
  describe(`every ${operation} field answers hostile input with a typed answer`, () => {
    it.each(Object.values(root.getFields()).map((field) => [field.name, field] as const))("%s", async (_, field) => {
      const document = callOf(operation, field);
      const roles = VISITOR_ONLY.has(field.name) ? (["visitor"] as Role[]) : ROLES;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...roles), argumentsOf(field), async (role, variables) => {
          const response = await clients[role].gql(document, variables);
          const problems = internalErrorsOf(response);
          if (problems.length > 0) throw new Error(`${role}: ${problems.join("; ")}\n${JSON.stringify(variables).slice(0, 800)}`);
        }),
        { numRuns: RUNS_PER_FIELD, endOnFailure: true },
      );
    });
  });
}
