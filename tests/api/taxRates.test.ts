// Tax rates: administrators manage them (audited), the payment step lists the active ones,
// and pricing finds the rate of a billing address (region first, then the whole country).
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EU_COUNTRIES } from "../../common/countries.ts";
import { findTaxRate } from "../../server/tax/taxRates.ts";
import { byField, type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
beforeAll(async () => ({ t, admin } = await startTestAppWithAdmin()));
afterAll(() => t.close());

const RESULT = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;
const RATE = `id name country region rateBasisPoints inclusive active`;
const CREATE = `mutation($input: CreateTaxRateInput!) { createTaxRate(input: $input) { ${RESULT} ... on TaxRatePayload { taxRate { ${RATE} } } } }`;
const UPDATE = `mutation($input: UpdateTaxRateInput!) { updateTaxRate(input: $input) { ${RESULT} ... on TaxRatePayload { taxRate { ${RATE} } } } }`;
const LIST = `query($first: Int, $filter: ListQuery) { manageTaxRates(first: $first, filter: $filter) { totalCount edges { node { country region name rateBasisPoints active } } } }`;

describe("tax rate management", () => {
  it("is refused to visitors", async () => {
    const visitor = t.client();
    const created = await visitor.gql(CREATE, { input: { name: "X", country: "IS", rateBasisPoints: 2400, inclusive: false } });
    expect(created.errors?.[0].message).toBe("Sign in to continue.");
    expect((await visitor.gql(LIST, { first: 5 })).errors?.[0].message).toBe("Sign in to continue.");
    expect(await t.prisma.taxRate.count({ where: { country: "IS" } })).toBe(0);
  });

  it("creates a rate (country upper-cased), refuses a second one for the same place, and audits", async () => {
    const result = await admin.gql(CREATE, { input: { name: "Iceland VAT (VSK) 24 %", country: "is", rateBasisPoints: 2400, inclusive: false } });
    expect(result.data?.createTaxRate.taxRate).toMatchObject({ name: "Iceland VAT (VSK) 24 %", country: "IS", region: "", rateBasisPoints: 2400, inclusive: false, active: true });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "taxRate.created" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, entityType: "TaxRate", metadata: { country: "IS", region: "", rateBasisPoints: 2400 } });

    const again = await admin.gql(CREATE, { input: { name: "Iceland again", country: "IS", region: "", rateBasisPoints: 600, inclusive: false } });
    expect(byField(again.data?.createTaxRate.fields)).toEqual({ "input.country": "already has a tax rate for the whole country" });
    const madeira = await admin.gql(CREATE, { input: { name: "Madeira VAT 22 %", country: "PT", region: "30", rateBasisPoints: 2200, inclusive: true } });
    expect(madeira.data?.createTaxRate.taxRate).toMatchObject({ country: "PT", region: "30", inclusive: true });
    const madeiraAgain = await admin.gql(CREATE, { input: { name: "Madeira", country: "PT", region: "30", rateBasisPoints: 2200, inclusive: true } });
    expect(byField(madeiraAgain.data?.createTaxRate.fields)).toEqual({ "input.country": "already has a tax rate for region 30" });

    const invalid = await admin.gql(CREATE, { input: { name: " ", country: "Portugal", rateBasisPoints: -1, inclusive: false } });
    expect(byField(invalid.data?.createTaxRate.fields)).toEqual({
      "input.name": "should not be empty",
      "input.country": "must be a two-letter country code (ISO 3166-1 alpha-2) such as NL",
      "input.rateBasisPoints": "must not be less than 0",
    });
  });

  it("edits and deactivates a seeded rate; the public list and the lookup follow", async () => {
    const seeded = await t.prisma.taxRate.findUniqueOrThrow({ where: { country_region: { country: "PL", region: "" } } });
    expect(seeded).toMatchObject({ name: "Poland VAT 23 %", rateBasisPoints: 2300, inclusive: false, active: true });
    const id = toGlobalId("TaxRate", seeded.id);
    const updated = await admin.gql(UPDATE, { input: { id, name: "Poland VAT (VAT) 23 %", country: "PL", rateBasisPoints: 2300, inclusive: true } });
    expect(updated.data?.updateTaxRate.taxRate).toMatchObject({ name: "Poland VAT (VAT) 23 %", inclusive: true, active: true });
    const public_ = await t.client().gql(`{ taxCountries { country region name rateBasisPoints inclusive } }`);
    expect(public_.data?.taxCountries).toContainEqual({ country: "PL", region: "", name: "Poland VAT (VAT) 23 %", rateBasisPoints: 2300, inclusive: true });

    const off = await admin.gql(UPDATE, { input: { id, name: "Poland VAT (VAT) 23 %", country: "PL", rateBasisPoints: 2300, inclusive: true, active: false } });
    expect(off.data?.updateTaxRate.taxRate.active).toBe(false);
    const afterOff = await t.client().gql(`{ taxCountries { country } }`);
    expect(afterOff.data?.taxCountries.map((c: { country: string }) => c.country)).not.toContain("PL");
    expect(await findTaxRate(t.prisma, "PL", "")).toBeNull();
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "taxRate.updated" }, orderBy: { createdAt: "desc" } });
    expect((audit.metadata as { changed: string[] }).changed).toEqual(["active"]);

    const clash = await admin.gql(UPDATE, { input: { id, name: "Now Dutch", country: "NL", rateBasisPoints: 2100, inclusive: false } });
    expect(byField(clash.data?.updateTaxRate.fields)).toEqual({ "input.country": "already has a tax rate for the whole country" });
    const unknown = await admin.gql(UPDATE, { input: { id: toGlobalId("TaxRate", randomUUID()), name: "X", country: "XX", rateBasisPoints: 0, inclusive: false } });
    expect(unknown.data?.updateTaxRate).toEqual({ __typename: "NotFoundError", message: "This tax rate does not exist." });
  });

  it("lists rates with the list-query language", async () => {
    const total = await t.prisma.taxRate.count();
    const all = await admin.gql(LIST, { first: 50 });
    expect(all.data?.manageTaxRates.totalCount).toBe(total);
    const countries = all.data?.manageTaxRates.edges.map((e: { node: { country: string } }) => e.node.country);
    expect([...countries].sort()).toEqual(countries);
    const high = await admin.gql(LIST, { first: 50, filter: { filters: "rateBasisPoints~MORE_THAN~2100", orderBy: "rateBasisPoints~DESC" } });
    expect(high.data?.manageTaxRates.edges.map((e: { node: { country: string; rateBasisPoints: number } }) => `${e.node.country} ${e.node.rateBasisPoints}`)).toEqual(
      expect.arrayContaining(["IE 2300", "IT 2200", "FI 2550", "SE 2500"]),
    );
    expect(high.data?.manageTaxRates.edges[0].node).toMatchObject({ country: "HU", rateBasisPoints: 2700 });
    const named = await admin.gql(LIST, { first: 50, filter: { filters: "name~ILIKE~germany" } });
    expect(named.data?.manageTaxRates.edges.map((e: { node: { country: string } }) => e.node.country)).toEqual(["DE"]);
    const bad = await admin.gql(LIST, { filter: { filters: "inclusive~true" } });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_LIST_QUERY");
  });
});

describe("the standard VAT rates", () => {
  it("cover every EU member state, the UK, Switzerland and Norway; the migration adds missing ones and keeps edited ones", async () => {
    const countries = (await t.prisma.taxRate.findMany({ where: { region: "" }, select: { country: true } })).map((rate) => rate.country);
    for (const country of [...EU_COUNTRIES, "GB", "CH", "NO"]) expect(countries, country).toContain(country);
    expect(await findTaxRate(t.prisma, "FI")).toMatchObject({ rateBasisPoints: 2550 });

    await t.prisma.taxRate.update({ where: { country_region: { country: "SE", region: "" } }, data: { rateBasisPoints: 1200, name: "Sweden (edited)" } });
    await t.prisma.taxRate.delete({ where: { country_region: { country: "DK", region: "" } } });
    const migration = await readFile(new URL("../../prisma/migrations/20261201000000_standard_vat_rates/migration.sql", import.meta.url), "utf8");
    await t.prisma.$executeRawUnsafe(migration);
    expect(await findTaxRate(t.prisma, "SE")).toMatchObject({ name: "Sweden (edited)", rateBasisPoints: 1200 });
    expect(await findTaxRate(t.prisma, "DK")).toMatchObject({ name: "Denmark VAT (moms) 25 %", rateBasisPoints: 2500 });
  });
});

describe("countries without a rate", () => {
  it("are listed to administrators only, and an order priced without VAT where it is due is flagged", async () => {
    const customer = await t.registered("Sam Sweden");
    const MISSING = `{ missingTaxRates }`;
    expect((await customer.gql(MISSING)).errors?.[0].message).toMatch(/permission/i);
    await t.prisma.taxRate.update({ where: { country_region: { country: "SE", region: "" } }, data: { active: false } });
    const missing = (await admin.gql(MISSING)).data?.missingTaxRates as string[];
    expect(missing).toContain("SE");
    expect(missing).not.toContain("NL");
    expect(missing).not.toContain("US");

    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    const draft = { service: "telephone-voice-prompts", language: "en-GB", voiceId: toGlobalId("Voice", voice.id), items: [{ name: "welcome", text: "Thank you for calling." }], fileFormats: ["MP3"], rush: false };
    const saved = await customer.gql(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ... on OrderPayload { order { id } } } }`, { input: { draft } });
    const orderId = saved.data?.saveOrderDraft.order.id as string;
    const SET = `mutation($input: SetBillingCountryInput!) { setBillingCountry(input: $input) { ... on OrderPayload { order { taxTotal taxRateName } } } }`;
    expect((await customer.gql(SET, { input: { order: { orderId }, country: "SE" } })).data?.setBillingCountry.order).toEqual({ taxTotal: 0, taxRateName: null });
    const FLAG = `query($id: ID!) { node(id: $id) { ... on Order { pricedWithoutVatIn } } }`;
    expect((await customer.gql(FLAG, { id: orderId })).errors?.[0].message).toMatch(/permission/i);
    expect((await admin.gql(FLAG, { id: orderId })).data?.node.pricedWithoutVatIn).toBe("SE");

    await customer.gql(SET, { input: { order: { orderId }, country: "US" } });
    expect((await admin.gql(FLAG, { id: orderId })).data?.node.pricedWithoutVatIn).toBeNull();
    await customer.gql(SET, { input: { order: { orderId }, country: "NL" } });
    expect((await admin.gql(FLAG, { id: orderId })).data?.node.pricedWithoutVatIn).toBeNull();
    await t.prisma.taxRate.update({ where: { country_region: { country: "SE", region: "" } }, data: { active: true } });
  });
});

describe("findTaxRate", () => {
  it("prefers the region's rate, falls back to the country's, else null", async () => {
    await t.prisma.taxRate.createMany({
      data: [
        { name: "Canada GST 5 %", country: "CA", region: "", rateBasisPoints: 500 },
        { name: "Quebec GST + QST 14.975 %", country: "CA", region: "QC", rateBasisPoints: 1498 },
        { name: "Ontario HST (off)", country: "CA", region: "ON", rateBasisPoints: 1300, active: false },
      ],
    });
    expect(await findTaxRate(t.prisma, "CA", "QC")).toMatchObject({ name: "Quebec GST + QST 14.975 %" });
    expect(await findTaxRate(t.prisma, " ca ", "qc")).toMatchObject({ region: "QC" });
    expect(await findTaxRate(t.prisma, "CA", "ON")).toMatchObject({ name: "Canada GST 5 %" });
    expect(await findTaxRate(t.prisma, "CA", null)).toMatchObject({ region: "" });
    expect(await findTaxRate(t.prisma, "NL")).toMatchObject({ rateBasisPoints: 2100 });
    expect(await findTaxRate(t.prisma, "JP", "13")).toBeNull();
    expect(await findTaxRate(t.prisma, "")).toBeNull();
  });
});
