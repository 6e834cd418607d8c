// Saved filters of the management tables: each person saves, lists and deletes their own only;
// a name is required, short and unique per person and table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startTestAppWithAdmin, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const LIST = `query($table: SavedFilterTable!) { savedFilters(table: $table) { id name query } }`;
const SAVE = `mutation($input: SaveFilterInput!) {
  saveFilter(input: $input) {
    __typename
    ... on ValidationError { fields { path message } }
    ... on SaveFilterPayload { savedFilter { id name query } savedFilters { name } }
  }
}`;
const DELETE = `mutation($input: DeleteSavedFilterInput!) { deleteSavedFilter(input: $input) { __typename ... on Error { message } ... on DeletedSavedFilterPayload { deletedId } } }`;

describe("saved filters", () => {
  it("are refused to visitors", async () => {
    const visitor = t.client();
    expect((await visitor.gql(LIST, { table: "ORDERS" })).errors![0].message).toBe("Sign in to continue.");
    const saved = await visitor.gql(SAVE, { input: { table: "ORDERS", name: "Paid", query: "filters=status~PAID" } });
    expect(saved.errors![0].message).toBe("Sign in to continue.");
  });

  it("are saved per person and table, keep the filter and order without the page, and are listed by name", async () => {
    const saved = await admin.gql(SAVE, { input: { table: "ORDERS", name: "  Rush orders ", query: "?filters=rush~true&page=3&orderBy=dueAt~ASC" } });
    expect(saved.data!.saveFilter).toMatchObject({ __typename: "SaveFilterPayload", savedFilter: { name: "Rush orders", query: "filters=rush%7Etrue&orderBy=dueAt%7EASC" } });
    await admin.gql(SAVE, { input: { table: "ORDERS", name: "Awaiting payment", query: "filters=status~PENDING_PAYMENT" } });
    await admin.gql(SAVE, { input: { table: "PAYMENTS", name: "Rush orders", query: "filters=status~FAILED" } });
    expect((await admin.gql(LIST, { table: "ORDERS" })).data!.savedFilters.map((filter: { name: string }) => filter.name)).toEqual(["Awaiting payment", "Rush orders"]);
    expect((await admin.gql(LIST, { table: "PAYMENTS" })).data!.savedFilters.map((filter: { name: string }) => filter.name)).toEqual(["Rush orders"]);
  });

  it("refuses a missing, long or taken name and a query that does not parse, naming the field", async () => {
    const field = async (input: Record<string, string>) => (await admin.gql(SAVE, { input: { table: "USERS", query: "", ...input } })).data!.saveFilter.fields;
    expect(await field({ name: "   " })).toEqual([{ path: ["input", "name"], message: "is required" }]);
    expect(await field({ name: "x".repeat(61) })).toEqual([{ path: ["input", "name"], message: "must be at most 60 characters" }]);
    expect(await field({ name: "x".repeat(60) })).toBeUndefined();
    expect(await field({ name: "x".repeat(60) })).toEqual([{ path: ["input", "name"], message: "is already the name of one of your filters of this table" }]);
    expect(await field({ name: "Broken", query: "filters=role" })).toEqual([{ path: ["input", "query"], message: "filters: Invalid filter format at position 1" }]);
    expect(await t.prisma.savedFilter.count({ where: { table: "USERS", name: "Broken" } })).toBe(0);
  });

  it("are listed and deleted by their owner only, seen by nobody else but administrators", async () => {
    const customer = await t.registered();
    const mine = await customer.gql(SAVE, { input: { table: "ORDERS", name: "Mine", query: "filters=status~PAID" } });
    const id = mine.data!.saveFilter.savedFilter.id;
    expect((await admin.gql(LIST, { table: "ORDERS" })).data!.savedFilters.map((filter: { name: string }) => filter.name)).not.toContain("Mine");
    expect((await admin.gql(DELETE, { input: { id } })).data!.deleteSavedFilter).toEqual({ __typename: "NotFoundError", message: "No such saved filter." });
    const other = await t.registered();
    expect((await other.gql(`query($id: ID!) { node(id: $id) { id } }`, { id })).data?.node ?? null).toBeNull();
    expect((await other.gql(DELETE, { input: { id } })).data!.deleteSavedFilter.__typename).toBe("NotFoundError");
    expect(await t.prisma.savedFilter.count({ where: { name: "Mine" } })).toBe(1);

    expect((await customer.gql(DELETE, { input: { id } })).data!.deleteSavedFilter).toEqual({ __typename: "DeletedSavedFilterPayload", deletedId: id });
    expect((await customer.gql(LIST, { table: "ORDERS" })).data!.savedFilters).toEqual([]);
  });
});
