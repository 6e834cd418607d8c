// Deny-first permission tests generated from the schema (in the manner of Saleor's
// assert_no_permission): every root field that needs a role is called by every role its scope does
// not grant and must be refused, nothing in the database changing, before the roles it grants are
// allowed to call it. The fields and their arguments come from the schema and the scopes Pothos
// records on each field, the roles' scopes from grantedScopes, so a new management field is covered
// for the administrator, the producer and the accountant without writing a test for it. Then every
// field that reaches one person's records (orders, payments, tokens, sessions, the account) is
// called by somebody else and must be refused.
import { randomBytes, randomUUID } from "node:crypto";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role as StoredRole } from "../../server/db/generated/client.ts";
import { schema } from "../../server/schema/index.ts";
import { type AuthScopes, grantedScopes } from "../../server/schema/scopes.ts";
import { type Client, type GraphQLResponse, solvedAltcha, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { addPayment, orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

// --- What the schema declares --------------------------------------------------------------

/** Who calls, and the role their account has (none: signed out). */
const CALLER_ROLES = { anonymous: null, customer: "CUSTOMER", reseller: "RESELLER", producer: "PRODUCER", accountant: "ACCOUNTANT", admin: "ADMIN" } as const satisfies Record<string, StoredRole | null>;
type Role = keyof typeof CALLER_ROLES;
const ROLES = Object.keys(CALLER_ROLES) as Role[];

const scopesOf = (role: Role) => grantedScopes(CALLER_ROLES[role] ? { role: CALLER_ROLES[role] } : null);
/** Every scope the builder grants (server/schema/scopes.ts). */
const SCOPES = Object.keys(grantedScopes(null)) as (keyof AuthScopes)[];
/** The roles a scope lets in. */
const grantedTo = (scope: string) => ROLES.filter((role) => scopesOf(role)[scope as keyof AuthScopes]);

type Extensions = { pothosOptions?: { authScopes?: unknown }; isRelayGlobalID?: boolean; relayGlobalIDFor?: { typename: string }[] | null } | null | undefined;
const extensionsOf = (thing: { extensions?: unknown }) => thing.extensions as Extensions;

/** The one scope a root field declares as `{ scope: true }`, or null when it declares anything else. */
function declaredScope(field: GraphQLField<unknown, unknown>): string | null {
  const scopes = extensionsOf(field)?.pothosOptions?.authScopes;
  if (!scopes || typeof scopes !== "object") return null;
  const entries = Object.entries(scopes);
  if (entries.length !== 1 || entries[0][1] !== true || !SCOPES.includes(entries[0][0] as keyof AuthScopes)) return null;
  return entries[0][0];
}

type RootField = { operation: "query" | "mutation"; field: GraphQLField<unknown, unknown>; name: string; scope: string | null };
const rootFields: RootField[] = (
  [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const
).flatMap(([operation, type]) =>
  Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field, name: `${type!.name}.${field.name}`, scope: declaredScope(field) })),
);
const guarded = rootFields.filter((root) => root.scope && root.scope !== "public");
/** The roles refused a field, and those it is tried with once they were: the granted roles but the administrator (who holds every scope) unless nobody else is granted. */
const refusedTo = (scope: string) => ROLES.filter((role) => !grantedTo(scope).includes(role));
const triedWith = (scope: string): Role[] => {
  if (scope === "signedIn") return ["customer"];
  const granted = grantedTo(scope);
  return granted.length > 1 ? granted.filter((role) => role !== "admin") : granted;
};

/** Types one person may see, and the people they share them with: their scopes are functions of the record. */
const ownerScopedTypes = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && typeof extensionsOf(type)?.pothosOptions?.authScopes === "function")
  .map((type) => type.name)
  .sort();

// --- Arguments made from their types ---------------------------------------------------------

const gid = (type: string) => toGlobalId(type, randomUUID());
const SCALARS: Record<string, () => unknown> = {
  String: () => "x",
  Int: () => 1,
  Float: () => 1,
  Boolean: () => false,
  UUID: () => randomUUID(),
  DateTime: () => new Date().toISOString(),
  EmailAddress: () => "x@example.com",
  URL: () => "https://example.com/x",
  NonNegativeInt: () => 1,
  Currency: () => "EUR",
  JSON: () => ({}),
};

type Sample = { variables: Record<string, unknown>; files: Record<string, File> };

/** A minimal value of `type` (required input fields only); files go to `files` by their path. */
function sampleValue(type: GraphQLInputType, path: string, files: Record<string, File>, extensions: Extensions): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, path, files, extensions);
  if (isListType(type)) return [sampleValue(type.ofType, `${path}.0`, files, extensions)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type, `${path}.${field.name}`, files, extensionsOf(field));
    }
    return value;
  }
  if (type.name === "ID") return gid(extensions?.isRelayGlobalID ? (extensions.relayGlobalIDFor?.[0]?.typename ?? "Node") : "Node");
  if (type.name === "File") {
    files[path] = new File([randomBytes(64)], "x.bin", { type: "application/octet-stream" });
    return null;
  }
  const scalar = SCALARS[type.name];
  if (!scalar) throw new Error(`No sample value for the scalar ${type.name} (${path}): add one.`);
  return scalar();
}

const requiredArgs = (field: GraphQLField<unknown, unknown>) => field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

function sampleArgs(field: GraphQLField<unknown, unknown>): Sample {
  const files: Record<string, File> = {};
  const variables = Object.fromEntries(requiredArgs(field).map((arg) => [arg.name, sampleValue(arg.type, arg.name, files, extensionsOf(arg))]));
  return { variables, files };
}

/** `operation($arg: Type!) { f: field(arg: $arg) { __typename ... } }` with the field's required arguments. */
function operationFor(root: RootField): string {
  const args = requiredArgs(root.field);
  const declarations = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ")})` : "";
  const passed = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(", ")})` : "";
  const named = getNamedType(root.field.type);
  const errors = isAbstractType(named) && schema.getPossibleTypes(named).some((type) => type.getInterfaces().some((i) => i.name === "Error"));
  const selection = isLeafType(named) ? "" : `{ __typename ${errors ? "... on Error { message }" : ""} }`;
  return `${root.operation}${declarations} { f: ${root.field.name}${passed} ${selection} }`;
}

// --- Refused or allowed ------------------------------------------------------------------------

const REFUSAL_TYPES = new Set(["PermissionError", "AuthenticationError"]);
/** The scope-auth plugin's messages (builder.ts `unauthorizedError`). */
const REFUSAL_MESSAGES = new Set(["Sign in to continue.", "You do not have permission to do this."]);

type Response = GraphQLResponse<{ f?: { __typename?: string; message?: string } | unknown }>;

/** Why `response` refuses the caller, or null when it does not. */
function refusal(response: Response): string | null {
  const typename = (response.data?.f as { __typename?: string } | null | undefined)?.__typename;
  if (typename && REFUSAL_TYPES.has(typename)) return typename;
  const error = response.errors?.find((e) => e.path?.[0] === "f" && REFUSAL_MESSAGES.has(e.message));
  return error ? error.message : null;
}

/** Errors that stop the request before the field runs (invalid variables, unknown fields). */
const requestErrors = (response: Response) => (response.errors ?? []).filter((e) => !e.path);

// --- The database, to see that a refused call changed nothing --------------------------------

/**
 * Bookkeeping a request does whoever sends it, before any field runs: the rate-limit counters, when
 * a session or token was last used. Everything else must stay as it was.
 */
const BOOKKEEPING_TABLES = new Set(["RateLimit"]);
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { Session: ["lastSeenAt", "updatedAt"], ApiToken: ["lastUsedAt", "updatedAt"] };
let tables: string[] = [];

/** A digest of every table's rows. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const parts = tables.map((table) => {
    const row = `to_jsonb(x)${(BOOKKEEPING_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join("")}`;
    return `SELECT '${table}' AS "table", count(*)::text || ':' || coalesce(md5(string_agg(md5((${row})::text), '' ORDER BY md5((${row})::text))), '') AS digest FROM "${table}" x`;
  });
  const rows = await t.prisma.$queryRawUnsafe<{ table: string; digest: string }[]>(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((row) => [row.table, row.digest]));
}

// --- The people ---------------------------------------------------------------------------------

let t: TestApp;
let voiceId = "";
const callers = {} as Record<Role, Client>;

async function register(name: string) {
  const client = t.client();
  const email = uniqueEmail(name.toLowerCase());
  const result = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name, email, password: `${name} password`, altcha: await solvedAltcha() },
  });
  expect(result.data?.register.__typename).toBe("ViewerPayload");
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email } });
  return { client, user };
}

async function staff(name: string, role: "PRODUCER" | "ACCOUNTANT") {
  const person = await register(name);
  await t.prisma.user.update({ where: { id: person.user.id }, data: { role } });
  return person;
}

async function reseller(name: string) {
  const person = await register(name);
  await t.prisma.user.update({ where: { id: person.user.id }, data: { role: "RESELLER" } });
  // An approved, active reseller: reseller-only actions need the record, not only the role.
  await t.prisma.reseller.create({ data: { userId: person.user.id } });
  return person;
}

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_%' ORDER BY 1`,
  );
  tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  voiceId = toGlobalId("Voice", (await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } })).id);
  callers.anonymous = t.client();
  callers.customer = (await register("Carla")).client;
  callers.reseller = (await reseller("Rhea")).client;
  callers.producer = (await staff("Paula", "PRODUCER")).client;
  callers.accountant = (await staff("Arne", "ACCOUNTANT")).client;
  callers.admin = t.client();
  const signIn = await callers.admin.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: TEST_ADMIN });
  expect(signIn.data?.signIn.__typename).toBe("ViewerPayload");
});
afterAll(() => t.close());

function send(client: Client, root: RootField, sample: Sample = sampleArgs(root.field)): Promise<Response> {
  const query = operationFor(root);
  return Object.keys(sample.files).length ? client.upload(query, sample.variables, sample.files) : client.gql(query, sample.variables);
}

// --- Role-guarded fields -------------------------------------------------------------------------

describe("the schema's scopes", () => {
  it("every root field declares exactly one scope this test knows", () => {
    expect(rootFields.filter((root) => !root.scope).map((root) => root.name)).toEqual([]);
  });

  const scoped = (scope: string) => guarded.filter((root) => root.scope === scope).map((root) => root.name);

  it("finds the administrators', the production's, the bookkeeping's and every staff member's fields in the schema", () => {
    expect(scoped("admin")).toEqual(expect.arrayContaining(["Query.users", "Query.auditLogs", "Mutation.setUserRole", "Mutation.setUserDisabled", "Query.studioSettings", "Mutation.updateSettings", "Query.scriptAssistantSettings", "Mutation.updateScriptAssistantSettings"]));
    expect(scoped("production")).toEqual(expect.arrayContaining(["Mutation.changeOrderStatus", "Mutation.uploadMaster", "Mutation.renderDeliverableAgain", "Query.contactMessages", "Mutation.setContactMessageHandled"]));
    expect(scoped("bookkeeping")).toEqual(
      expect.arrayContaining(["Query.managePayments", "Mutation.refundPayment", "Query.managePayouts", "Mutation.decidePayout", "Query.manageTaxRates", "Query.manageDiscounts", "Query.manageCommissions", "Mutation.sendCheckoutReminder"]),
    );
    expect(scoped("staff")).toEqual(expect.arrayContaining(["Query.manageOrders", "Query.dashboard", "Mutation.addOrderNote", "Query.manageCompanies"]));
  });

  it("finds the fields that act on the caller's own account among the signed-in ones", () => {
    // deleteAccount takes no id: it can only ever delete the caller (tests/api/accountDeletion.test.ts).
    const signedIn = scoped("signedIn");
    expect(signedIn).toEqual(expect.arrayContaining(["Mutation.updateProfile", "Mutation.changePassword", "Mutation.revokeOtherSessions", "Mutation.deleteAccount"]));
    expect(schema.getMutationType()!.getFields().deleteAccount.args.map((arg) => arg.name)).toEqual(["input"]);
  });

  it("makes arguments every guarded field accepts", async () => {
    // The administrator (who may call everything) must get past the variables: otherwise the
    // refusals below would be refusals of the arguments, not of the caller.
    const rejected: string[] = [];
    for (const root of guarded.filter((r) => r.operation === "query")) {
      const errors = requestErrors(await send(callers.admin, root));
      if (errors.length) rejected.push(`${root.name}: ${errors[0].message}`);
    }
    expect(rejected).toEqual([]);
  });
});

for (const scope of SCOPES.filter((s) => s !== "public")) {
  const fields = guarded.filter((root) => root.scope === scope);
  const refused = refusedTo(scope);
  const tried = triedWith(scope);
  describe(`fields of the ${scope} scope`, () => {
    it(`the schema has ${scope} fields`, () => expect(fields.length).toBeGreaterThan(0));
    it.each(fields.map((root) => [root.name, root] as const))(`%s is refused to ${refused.join(", ")}, then allowed to ${tried.join(", ")}`, async (_name, root) => {
      const sample = sampleArgs(root.field);
      const before = await snapshot(t);
      for (const caller of refused) {
        const response = await send(callers[caller], root, sample);
        expect(refusal(response), `${caller} calling ${root.name}: ${JSON.stringify(response)}`).not.toBeNull();
      }
      expect(await snapshot(t), `a refused ${root.name} changed the database`).toEqual(before);
      for (const role of tried) {
        // signed-in fields are allowed to a customer of their own, so that their changes (a new
        // password, other sessions revoked) touch nobody the other tests use.
        const allowed = scope === "signedIn" ? (await register("Selma")).client : callers[role];
        const response = await send(allowed, root, sample);
        expect(requestErrors(response), `${role} calling ${root.name}`).toEqual([]);
        expect(refusal(response), `${role} calling ${root.name}: ${JSON.stringify(response)}`).toBeNull();
      }
    });
  });
}

// --- One person's records ----------------------------------------------------------------------

/** Refused to somebody else: a permission error, "not found" or nothing, so as not to tell that it exists. */
function refusedToOthers(response: Response): boolean {
  const f = response.data?.f as { __typename?: string } | (unknown[] & { __typename?: undefined }) | null | undefined;
  const nothing = f === null || (Array.isArray(f) && f.every((item) => item === null));
  return refusal(response) !== null || nothing || f?.__typename === "NotFoundError";
}

type Owned = { owner: Client; ids: Record<string, string>; orderId: string; paymentId: string };

/** A customer with one of each of their records, and the global ids of them. */
async function ownerWithRecords(): Promise<Owned> {
  const owner = await register("Olga");
  const company = await t.prisma.company.create({ data: { name: "Olga's Office", members: { connect: { id: owner.user.id } } } });
  const { order, payment } = await orderAwaitingPayment(t.prisma, { userId: owner.user.id });
  const paid = await orderAwaitingPayment(t.prisma, { userId: owner.user.id, status: "PAID" });
  const succeeded = await addPayment(t.prisma, paid.order, { status: "SUCCEEDED" });
  const refund = await t.prisma.refund.create({ data: { paymentId: succeeded.id, amount: 100, status: "SUCCEEDED" } });
  const token = await t.prisma.apiToken.create({ data: { name: "Olga's integration", prefix: "sf_x", tokenHash: randomBytes(32).toString("hex"), userId: owner.user.id } });
  const session = await t.prisma.session.findFirstOrThrow({ where: { userId: owner.user.id, revokedAt: null } });
  const delivered = await t.prisma.deliverable.create({
    data: { orderId: paid.order.id, itemIndex: 0, format: "MP3", version: 1, fileName: "welcome.mp3", status: "READY", deliveredAt: new Date() },
  });
  const invoice = await t.prisma.invoice.create({
    data: { number: `2099-${randomBytes(3).toString("hex")}`, year: 2099, sequence: Math.floor(Math.random() * 1e9), kind: "INVOICE", orderId: paid.order.id, total: 5000, currency: "EUR", content: {} },
  });
  // Olga as a partner: a customer she referred, a commission on their order, a ledger entry, a payout.
  const referred = await register("Rudi");
  const referral = await t.prisma.referral.create({ data: { referrerId: owner.user.id, referredUserId: referred.user.id } });
  const commission = await t.prisma.commission.create({
    data: { partnerId: owner.user.id, source: "REFERRAL", referralId: referral.id, orderId: paid.order.id, baseAmount: 5000, rateBasisPoints: 1000, amount: 500, currency: "EUR", availableAt: new Date() },
  });
  const ledgerEntry = await t.prisma.partnerLedgerEntry.create({ data: { partnerId: owner.user.id, kind: "ADJUSTMENT", amount: 100, currency: "EUR", note: "Welcome bonus" } });
  const payout = await t.prisma.payout.create({ data: { userId: owner.user.id, amount: 100, currency: "EUR" } });
  // Olga's reseller application, and her terms as if it had been approved.
  const resellerApplication = await t.prisma.resellerApplication.create({ data: { userId: owner.user.id, companyName: "Olga's Office", country: "NL", salesChannels: "Agencies" } });
  const reseller = await t.prisma.reseller.create({ data: { userId: owner.user.id } });
  await t.prisma.user.update({ where: { id: owner.user.id }, data: { role: "RESELLER" } });
  const client = await t.prisma.company.create({ data: { name: "Olga's client", resellerId: reseller.id } });
  // Olga's webhook endpoint, disabled (her orders' changes send nothing; a test event to its closed
  // local port fails at once), and one failed delivery.
  const webhookEndpoint = await t.prisma.webhookEndpoint.create({ data: { userId: owner.user.id, url: "http://127.0.0.1:9/hooks", secret: "whsec_olga", disabledAt: new Date() } });
  const webhookDelivery = await t.prisma.webhookDelivery.create({ data: { endpointId: webhookEndpoint.id, eventId: randomUUID(), eventType: "test.ping", payload: {}, status: "FAILED", attempts: 7 } });
  const orderMessage = await t.prisma.orderMessage.create({ data: { orderId: paid.order.id, fromStudio: false, authorId: owner.user.id, authorName: "Olga", body: "How is Nguyen said?" } });
  const savedFilter = await t.prisma.savedFilter.create({ data: { userId: owner.user.id, table: "ORDERS", name: "Olga's paid orders", query: "filters=status~PAID" } });
  const ids: Record<string, string> = {
    User: toGlobalId("User", owner.user.id),
    Company: toGlobalId("Company", company.id),
    Order: toGlobalId("Order", order.id),
    Payment: toGlobalId("Payment", payment.id),
    Refund: toGlobalId("Refund", refund.id),
    ApiToken: toGlobalId("ApiToken", token.id),
    Session: toGlobalId("Session", session.id),
    Deliverable: toGlobalId("Deliverable", delivered.id),
    Invoice: toGlobalId("Invoice", invoice.id),
    Referral: toGlobalId("Referral", referral.id),
    Commission: toGlobalId("Commission", commission.id),
    PartnerLedgerEntry: toGlobalId("PartnerLedgerEntry", ledgerEntry.id),
    Payout: toGlobalId("Payout", payout.id),
    ResellerApplication: toGlobalId("ResellerApplication", resellerApplication.id),
    Reseller: toGlobalId("Reseller", reseller.id),
    ResellerClient: toGlobalId("Company", client.id),
    WebhookEndpoint: toGlobalId("WebhookEndpoint", webhookEndpoint.id),
    WebhookDelivery: toGlobalId("WebhookDelivery", webhookDelivery.id),
    OrderMessage: toGlobalId("OrderMessage", orderMessage.id),
    SavedFilter: toGlobalId("SavedFilter", savedFilter.id),
  };
  return { owner: owner.client, ids, orderId: ids.Order, paymentId: ids.Payment };
}

type OwnerCase = { field: string; query: string; variables: (records: Owned) => Record<string, unknown> };
const ERR = `__typename ... on Error { message }`;
const orderInput = (records: Owned) => ({ order: { orderId: records.orderId } });

/** Every field that acts on one person's records, called with the owner's record. */
const OWNER_CASES: OwnerCase[] = [
  ...ownerScopedTypes.flatMap((type): OwnerCase[] => [
    { field: `Query.node(${type})`, query: `query($id: ID!) { f: node(id: $id) { id } }`, variables: (r) => ({ id: r.ids[type] }) },
    { field: `Query.nodes(${type})`, query: `query($ids: [ID!]!) { f: nodes(ids: $ids) { id } }`, variables: (r) => ({ ids: [r.ids[type]] }) },
  ]),
  { field: "Query.orderByAccessKey", query: `query($id: ID!) { f: orderByAccessKey(id: $id, key: "x") { id } }`, variables: (r) => ({ id: r.orderId }) },
  { field: "Mutation.cancelOrder", query: `mutation($input: CancelOrderInput!) { f: cancelOrder(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { orderId: r.orderId } }) },
  { field: "Mutation.startPayment", query: `mutation($input: StartPaymentInput!) { f: startPayment(input: $input) { ${ERR} } }`, variables: (r) => ({ input: orderInput(r) }) },
  {
    field: "Mutation.confirmTestPayment",
    query: `mutation($input: ConfirmTestPaymentInput!) { f: confirmTestPayment(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { ...orderInput(r), paymentId: r.paymentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" } }),
  },
  { field: "Mutation.refreshOrderPayment", query: `mutation($input: RefreshOrderPaymentInput!) { f: refreshOrderPayment(input: $input) { ${ERR} } }`, variables: (r) => ({ input: orderInput(r) }) },
  { field: "Mutation.applyDiscountCode", query: `mutation($input: ApplyDiscountCodeInput!) { f: applyDiscountCode(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { ...orderInput(r), code: "WELCOME" } }) },
  { field: "Mutation.removeDiscountCode", query: `mutation($input: RemoveDiscountCodeInput!) { f: removeDiscountCode(input: $input) { ${ERR} } }`, variables: (r) => ({ input: orderInput(r) }) },
  { field: "Mutation.setBillingCountry", query: `mutation($input: SetBillingCountryInput!) { f: setBillingCountry(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { ...orderInput(r), country: "DE" } }) },
  {
    field: "Mutation.saveOrderDraft",
    query: `mutation($input: SaveOrderDraftInput!) { f: saveOrderDraft(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { orderId: r.orderId, draft: { service: "telephone-voice-prompts", language: "en-GB", voiceId, items: [{ name: "welcome", text: "Hello there" }], fileFormats: ["MP3"], rush: false } } }),
  },
  { field: "Mutation.approveDelivery", query: `mutation($input: ApproveDeliveryInput!) { f: approveDelivery(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { orderId: r.orderId } }) },
  {
    field: "Mutation.requestRevision",
    query: `mutation($input: RequestRevisionInput!) { f: requestRevision(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { orderId: r.orderId, message: "Slower, please." } }),
  },
  {
    field: "Mutation.buyRevision",
    query: `mutation($input: BuyRevisionInput!) { f: buyRevision(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { orderId: r.orderId, message: "Slower, please." } }),
  },
  {
    field: "Mutation.sendOrderMessage",
    query: `mutation($input: SendOrderMessageInput!) { f: sendOrderMessage(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { orderId: r.orderId, body: "When will it be ready?" } }),
  },
  { field: "Mutation.orderAgain", query: `mutation($input: OrderAgainInput!) { f: orderAgain(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { orderId: r.orderId } }) },
  {
    field: "Mutation.updateResellerClient",
    query: `mutation($input: UpdateResellerClientInput!) { f: updateResellerClient(input: $input) { ${ERR} } }`,
    variables: (r) => ({ input: { clientId: r.ids.ResellerClient, client: { name: "Olga's client B.V." } } }),
  },
  ...(["updateWebhookEndpoint", "rollWebhookSecret", "sendTestWebhookEvent", "deleteWebhookEndpoint"] as const).map(
    (name): OwnerCase => ({
      field: `Mutation.${name}`,
      query: `mutation($input: ${name[0].toUpperCase()}${name.slice(1)}Input!) { f: ${name}(input: $input) { ${ERR} } }`,
      variables: (r) => ({ input: { endpointId: r.ids.WebhookEndpoint } }),
    }),
  ),
  { field: "Mutation.redeliverWebhook", query: `mutation($input: RedeliverWebhookInput!) { f: redeliverWebhook(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { deliveryId: r.ids.WebhookDelivery } }) },
  { field: "Mutation.setOrderClient", query: `mutation($input: SetOrderClientInput!) { f: setOrderClient(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { orderId: r.orderId, clientCompanyId: r.ids.ResellerClient } }) },
  { field: "Mutation.revokeApiToken", query: `mutation($id: ID!) { f: revokeApiToken(id: $id) { ${ERR} } }`, variables: (r) => ({ id: r.ids.ApiToken }) },
  { field: "Mutation.deleteSavedFilter", query: `mutation($input: DeleteSavedFilterInput!) { f: deleteSavedFilter(input: $input) { ${ERR} } }`, variables: (r) => ({ input: { id: r.ids.SavedFilter } }) },
  { field: "Mutation.revokeSession", query: `mutation($id: ID!) { f: revokeSession(id: $id) { ${ERR} } }`, variables: (r) => ({ id: r.ids.Session }) },
];

/** Root fields a customer or reseller may call that take the id of a record only its people may see. */
function fieldsReachingOwnedRecords(): string[] {
  const reaches = (arg: GraphQLArgument | GraphQLInputField, seen: Set<string>): boolean => {
    const extensions = extensionsOf(arg);
    if (extensions?.isRelayGlobalID && (!extensions.relayGlobalIDFor || extensions.relayGlobalIDFor.some((f) => ownerScopedTypes.includes(f.typename)))) return true;
    const type = getNamedType(arg.type);
    if (!isInputObjectType(type) || seen.has(type.name)) return false;
    seen.add(type.name);
    return Object.values(type.getFields()).some((field) => reaches(field, seen));
  };
  const customersMayCall = (root: RootField) => !!root.scope && (scopesOf("customer")[root.scope as keyof AuthScopes] || scopesOf("reseller")[root.scope as keyof AuthScopes]);
  return rootFields.filter((root) => customersMayCall(root) && root.field.args.some((arg) => reaches(arg, new Set()))).map((root) => root.name);
}

describe("one person's records", () => {
  it("every type with per-record scopes and every field reaching such records has a case", () => {
    const covered = new Set(OWNER_CASES.map((c) => c.field.replace(/\(.*\)$/, "")));
    expect(fieldsReachingOwnedRecords().filter((name) => !covered.has(name))).toEqual([]);
    expect(ownerScopedTypes).toEqual(expect.arrayContaining(["ApiToken", "Order", "Payment", "Session", "User"]));
  });

  for (const intruder of ["customer", "reseller"] as const) {
    it.each(OWNER_CASES.map((c) => [c.field, c] as const))(`%s of somebody else's record is refused to another ${intruder}, then allowed to its owner`, async (_name, ownerCase) => {
      const records = await ownerWithRecords();
      const variables = ownerCase.variables(records);
      const before = await snapshot(t);
      const refused = await callers[intruder].gql(ownerCase.query, variables);
      expect(refusedToOthers(refused), `another ${intruder}: ${JSON.stringify(refused)}`).toBe(true);
      expect(await snapshot(t), `a refused ${ownerCase.field} changed the database`).toEqual(before);
      const own = await records.owner.gql(ownerCase.query, variables);
      expect(requestErrors(own)).toEqual([]);
      // A private link's key is what grants access to its order: the owner's session does not.
      if (ownerCase.field !== "Query.orderByAccessKey") expect(refusedToOthers(own), `the owner: ${JSON.stringify(own)}`).toBe(false);
    });
  }
});
