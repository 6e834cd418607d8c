// Administrators manage discount codes through GraphQL: create, edit, deactivate, list with the
// list-query language; every change is audited and everyone else is refused.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byField, type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const RESULT = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const DISCOUNT = `id code description kind percentBasisPoints amount currency startsAt endsAt maxRedemptions perCustomerLimit minimumSubtotal redemptionCount confirmedRedemptionCount active services { slug } createdAt`;
const CREATE = `mutation($input: CreateDiscountInput!) { createDiscount(input: $input) { ${RESULT} ... on DiscountPayload { discount { ${DISCOUNT} } } } }`;
const UPDATE = `mutation($input: UpdateDiscountInput!) { updateDiscount(input: $input) { ${RESULT} ... on DiscountPayload { discount { ${DISCOUNT} } } } }`;
const LIST = `query($first: Int, $after: String, $filter: ListQuery) { manageDiscounts(first: $first, after: $after, filter: $filter) { totalCount edges { cursor node { code kind active redemptionCount } } pageInfo { hasNextPage } } }`;

const code = (prefix = "SPRING") => `${prefix}-${randomUUID().slice(0, 6)}`.toUpperCase();

async function customer() {
  const client = t.client();
  await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { name: "Carla Customer", email: uniqueEmail("customer"), password: "customer password", altcha: await solvedAltcha() },
  });
  return client;
}

describe("refusals", () => {
  it("refuses discount management to visitors and customers and changes nothing", async () => {
    const existing = await t.prisma.discount.create({ data: { code: code("HIDDEN"), kind: "PERCENT", percentBasisPoints: 500 } });
    const auditsBefore = await t.prisma.auditLog.count({ where: { action: { startsWith: "discount." } } });
    const input = { code: code(), kind: "PERCENT", percentBasisPoints: 1000 };
    for (const [client, message] of [[t.client(), "Sign in to continue."], [await customer(), "You do not have permission to do this."]] as const) {
      for (const [query, variables, field] of [
        [CREATE, { input }, "createDiscount"],
        [UPDATE, { input: { ...input, id: toGlobalId("Discount", existing.id) } }, "updateDiscount"],
        [LIST, { first: 5 }, "manageDiscounts"],
        [`query($id: ID!) { node(id: $id) { ... on Discount { code } } }`, { id: toGlobalId("Discount", existing.id) }, "node"],
      ] as const) {
        const result = await client.gql(query, variables);
        // node answers a record the caller may not see as it answers one that does not exist.
        expect(result.errors?.[0].message, field).toBe(field === "node" ? "Not found." : message);
        expect(result.data?.[field] ?? null, field).toBeNull();
      }
    }
    expect(await t.prisma.auditLog.count({ where: { action: { startsWith: "discount." } } })).toBe(auditsBefore);
    expect(await t.prisma.discount.count({ where: { code: input.code } })).toBe(0);
  });
});

describe("creating and editing codes", () => {
  it("creates a percentage code, upper-cased, in the studio currency, limited to services, and audits it", async () => {
    const [prompts, voicemail] = await Promise.all(
      ["telephone-voice-prompts", "mobile-voicemail"].map((slug) => t.prisma.service.findUniqueOrThrow({ where: { slug } })),
    );
    const wanted = code("welcome");
    const result = await admin.gql(CREATE, {
      input: {
        code: ` ${wanted.toLowerCase()} `,
        description: "Newsletter, spring 2026",
        kind: "PERCENT",
        percentBasisPoints: 1500,
        amount: 999,
        startsAt: "2026-03-01T00:00:00.000Z",
        endsAt: "2026-06-01T00:00:00.000Z",
        maxRedemptions: 100,
        perCustomerLimit: 1,
        minimumSubtotal: 5000,
        serviceIds: [toGlobalId("Service", voicemail.id), toGlobalId("Service", prompts.id), toGlobalId("Service", prompts.id)],
      },
    });
    const discount = result.data?.createDiscount.discount;
    expect(discount).toMatchObject({
      code: wanted,
      description: "Newsletter, spring 2026",
      kind: "PERCENT",
      percentBasisPoints: 1500,
      amount: null,
      currency: "EUR",
      startsAt: "2026-03-01T00:00:00.000Z",
      endsAt: "2026-06-01T00:00:00.000Z",
      maxRedemptions: 100,
      perCustomerLimit: 1,
      minimumSubtotal: 5000,
      redemptionCount: 0,
      confirmedRedemptionCount: 0,
      active: true,
    });
    expect(discount.services.map((s: { slug: string }) => s.slug).sort()).toEqual(["mobile-voicemail", "telephone-voice-prompts"]);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "discount.created", entityType: "Discount" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, metadata: { code: wanted, kind: "PERCENT" } });

    const fixed = await admin.gql(CREATE, { input: { code: code("FIVER"), kind: "FIXED", amount: 500, currency: "gbp" } });
    expect(fixed.data?.createDiscount.discount).toMatchObject({ kind: "FIXED", amount: 500, percentBasisPoints: null, currency: "GBP", services: [], maxRedemptions: null });
  });

  it("answers invalid fields next to them and creates nothing", async () => {
    const before = await t.prisma.discount.count();
    const result = await admin.gql(CREATE, {
      input: { code: "ab", kind: "PERCENT", percentBasisPoints: 20_000, maxRedemptions: 0, perCustomerLimit: -2, startsAt: "2026-06-01T00:00:00Z", endsAt: "2026-05-01T00:00:00Z" },
    });
    expect(result.data?.createDiscount.__typename).toBe("ValidationError");
    expect(byField(result.data?.createDiscount.fields)).toEqual({
      "input.code": "must be longer than or equal to 3 characters",
      "input.percentBasisPoints": "must not be more than 100 %",
      "input.maxRedemptions": "must be a whole number of at least 1",
      "input.perCustomerLimit": "must be a whole number of at least 1",
      "input.endsAt": "must be after the start",
    });
    const noAmount = await admin.gql(CREATE, { input: { code: code(), kind: "FIXED", amount: 0 } });
    expect(byField(noAmount.data?.createDiscount.fields)).toEqual({ "input.amount": "must be greater than 0" });
    const missing = await admin.gql(CREATE, { input: { code: code(), kind: "FIXED" } });
    expect(byField(missing.data?.createDiscount.fields)).toEqual({ "input.amount": "should not be empty" });

    const taken = await t.prisma.discount.create({ data: { code: code("TAKEN"), kind: "PERCENT", percentBasisPoints: 500 } });
    const duplicate = await admin.gql(CREATE, { input: { code: taken.code.toLowerCase(), kind: "PERCENT", percentBasisPoints: 500 } });
    expect(byField(duplicate.data?.createDiscount.fields)).toEqual({ "input.code": "is already used by another code" });
    const unknownService = await admin.gql(CREATE, {
      input: { code: code(), kind: "PERCENT", percentBasisPoints: 500, serviceIds: [toGlobalId("Service", randomUUID())] },
    });
    expect(byField(unknownService.data?.createDiscount.fields)).toEqual({ "input.serviceIds": "contains a service that does not exist" });
    expect(await t.prisma.discount.count()).toBe(before + 1);
  });

  it("edits a code, its services and its window; deactivates and reactivates it", async () => {
    const voicemail = await t.prisma.service.findUniqueOrThrow({ where: { slug: "mobile-voicemail" } });
    const created = await admin.gql(CREATE, { input: { code: code("EDIT"), kind: "PERCENT", percentBasisPoints: 1000, serviceIds: [toGlobalId("Service", voicemail.id)] } });
    const id = created.data?.createDiscount.discount.id;
    const renamed = code("EDITED");
    const updated = await admin.gql(UPDATE, {
      input: { id, code: renamed, kind: "FIXED", amount: 1250, endsAt: "2027-01-01T00:00:00Z", maxRedemptions: 10, serviceIds: [] },
    });
    expect(updated.data?.updateDiscount.discount).toMatchObject({
      id,
      code: renamed,
      kind: "FIXED",
      amount: 1250,
      percentBasisPoints: null,
      currency: "EUR",
      endsAt: "2027-01-01T00:00:00.000Z",
      maxRedemptions: 10,
      services: [],
      active: true,
    });
    const { id: rawId } = await t.prisma.discount.findUniqueOrThrow({ where: { code: renamed } });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "discount.updated", entityId: rawId } });
    expect((audit.metadata as { changed: string[] }).changed).toEqual(expect.arrayContaining(["code", "kind", "amount", "percentBasisPoints", "endsAt", "maxRedemptions", "services"]));

    const off = await admin.gql(UPDATE, { input: { id, code: renamed, kind: "FIXED", amount: 1250, active: false } });
    expect(off.data?.updateDiscount.discount.active).toBe(false);
    expect(await t.prisma.auditLog.count({ where: { action: "discount.deactivated", entityId: rawId } })).toBe(1);
    const unchanged = await admin.gql(UPDATE, { input: { id, code: renamed, kind: "FIXED", amount: 1250 } });
    expect(unchanged.data?.updateDiscount.discount.active).toBe(false);
    const on = await admin.gql(UPDATE, { input: { id, code: renamed, kind: "FIXED", amount: 1250, active: true } });
    expect(on.data?.updateDiscount.discount.active).toBe(true);
    expect(await t.prisma.auditLog.count({ where: { action: "discount.activated", entityId: rawId } })).toBe(1);

    const other = await t.prisma.discount.create({ data: { code: code("OTHER"), kind: "PERCENT", percentBasisPoints: 500 } });
    const clash = await admin.gql(UPDATE, { input: { id, code: other.code, kind: "FIXED", amount: 1250 } });
    expect(byField(clash.data?.updateDiscount.fields)).toEqual({ "input.code": "is already used by another code" });
    const unknown = await admin.gql(UPDATE, { input: { id: toGlobalId("Discount", randomUUID()), code: code(), kind: "FIXED", amount: 1 } });
    expect(unknown.data?.updateDiscount).toEqual({ __typename: "NotFoundError", message: "This discount code does not exist." });
  });
});

describe("the discount list", () => {
  it("filters, sorts, pages and counts with the list-query language", async () => {
    const prefix = `LIST${randomUUID().slice(0, 4).toUpperCase()}`;
    for (let i = 0; i < 5; i++) {
      await t.prisma.discount.create({
        data: { code: `${prefix}-${i}`, kind: i % 2 ? "FIXED" : "PERCENT", amount: i % 2 ? 100 : null, percentBasisPoints: i % 2 ? null : 100, redemptionCount: i, active: i !== 4 },
      });
    }
    await t.prisma.discount.create({ data: { code: `${prefix}-GONE`, kind: "PERCENT", percentBasisPoints: 100, archivedAt: new Date() } });
    const mine = `code~ILIKE~${prefix}`;
    const all = await admin.gql(LIST, { first: 20, filter: { filters: mine, orderBy: "code~ASC" } });
    expect(all.data?.manageDiscounts.totalCount).toBe(5);
    expect(all.data?.manageDiscounts.edges.map((e: { node: { code: string } }) => e.node.code)).toEqual([0, 1, 2, 3, 4].map((i) => `${prefix}-${i}`));

    const fixed = await admin.gql(LIST, { first: 20, filter: { filters: `${mine},kind~FIXED` } });
    expect(fixed.data?.manageDiscounts.totalCount).toBe(2);
    const inactive = await admin.gql(LIST, { first: 20, filter: { filters: `${mine},active~false` } });
    expect(inactive.data?.manageDiscounts.edges.map((e: { node: { code: string } }) => e.node.code)).toEqual([`${prefix}-4`]);
    const used = await admin.gql(LIST, { first: 2, filter: { filters: `${mine},redemptionCount~MORE_THAN_OR_EQUAL~2`, orderBy: "redemptionCount~DESC" } });
    expect(used.data?.manageDiscounts).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(used.data?.manageDiscounts.edges.map((e: { node: { redemptionCount: number } }) => e.node.redemptionCount)).toEqual([4, 3]);
    const next = await admin.gql(LIST, {
      first: 2,
      after: used.data?.manageDiscounts.edges[1].cursor,
      filter: { filters: `${mine},redemptionCount~MORE_THAN_OR_EQUAL~2`, orderBy: "redemptionCount~DESC" },
    });
    expect(next.data?.manageDiscounts.edges.map((e: { node: { redemptionCount: number } }) => e.node.redemptionCount)).toEqual([2]);

    const bad = await admin.gql(LIST, { filter: { filters: "amount~100" } });
    expect(bad.errors?.[0]).toMatchObject({ message: "The following fields are not whitelisted: amount", extensions: { code: "BAD_LIST_QUERY" } });
  });
});
