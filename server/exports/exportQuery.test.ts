import { describe, expect, it } from "vitest";
import { exportQuery } from "./exportQuery.ts";
import { EXPORT_SOURCES, ExportParameterError, MAX_PICKED_IDS } from "./exportSources.ts";

const admin = { role: "ADMIN" } as const;
const params = (query: string) => new URLSearchParams(query);

function refusal(run: () => unknown): ExportParameterError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExportParameterError) return error;
    throw error;
  }
  throw new Error("expected an ExportParameterError");
}

describe("exportQuery", () => {
  it("reads the table's filters and order as its connection does, on top of the rows the table lists", () => {
    const query = exportQuery(EXPORT_SOURCES.payments, admin, params("filters=status~SUCCEEDED&orderBy=amount~ASC&page=3"));
    expect(query.where).toEqual({ AND: [{ archivedAt: null }, { AND: [{ status: { equals: "SUCCEEDED" } }] }] });
    expect(query.orderBy).toEqual([{ amount: "asc" }, { id: "asc" }]);
  });

  it("follows a list field through its relation, as the table filters on it", () => {
    const query = exportQuery(EXPORT_SOURCES.orders, admin, params("filters=customerEmail~ILIKE~ann"));
    expect(query.where).toEqual({
      AND: [{ archivedAt: null, status: { not: "DRAFT" } }, { AND: [{ user: { email: { contains: "ann", mode: "insensitive" } } }] }],
    });
  });

  it("keeps the desk's rule on drafts: listed only when the query asks for them", () => {
    const query = exportQuery(EXPORT_SOURCES.orders, admin, params("filters=status~DRAFT"));
    expect(query.where).toEqual({ AND: [{ archivedAt: null }, { AND: [{ status: { equals: "DRAFT" } }] }] });
  });

  it("without a filter, takes the list's default order", () => {
    expect(exportQuery(EXPORT_SOURCES.invoices, admin, params("")).orderBy).toEqual([{ issuedAt: "desc" }, { id: "asc" }]);
    expect(exportQuery(EXPORT_SOURCES.refunds, admin, params("filters=status~FAILED")).where).toEqual({ AND: [{}, { AND: [{ status: { equals: "FAILED" } }] }] });
  });

  it("refuses a parameter that does not read, naming it", () => {
    expect(refusal(() => exportQuery(EXPORT_SOURCES.payments, admin, params("filters=nope~1")))).toMatchObject({ parameter: "filters" });
    expect(refusal(() => exportQuery(EXPORT_SOURCES.payments, admin, params("filters=amount~many")))).toMatchObject({
      parameter: "filters",
      message: 'filters: Invalid value "many" for field amount',
    });
    expect(refusal(() => exportQuery(EXPORT_SOURCES.payouts, admin, params("orderBy=amount~UP")))).toMatchObject({ parameter: "orderBy" });
    expect(refusal(() => exportQuery(EXPORT_SOURCES.invoices, admin, params("filterGroups=XOR~kind~INVOICE")))).toMatchObject({ parameter: "filterGroups" });
  });

  it("takes picked orders by their ids, and refuses ids that are not order ids", () => {
    const id = "0f6b1f1e-8f7c-4a57-9d1c-3f0b8e8f4d21";
    expect(exportQuery(EXPORT_SOURCES.orders, admin, params(`ids=${id}`)).where).toEqual({ archivedAt: null, id: { in: [id] } });
    expect(refusal(() => exportQuery(EXPORT_SOURCES.orders, admin, params(`ids=${id},42`)))).toMatchObject({ parameter: "ids" });
    const tooMany = Array.from({ length: MAX_PICKED_IDS + 1 }, () => id).join(",");
    expect(refusal(() => exportQuery(EXPORT_SOURCES.orders, admin, params(`ids=${tooMany}`)))).toMatchObject({ parameter: "ids" });
  });

  it("lets nobody filter on what they may not read", () => {
    expect(refusal(() => exportQuery(EXPORT_SOURCES.orders, { role: "CUSTOMER" }, params("filters=customerEmail~ILIKE~ann")))).toMatchObject({ parameter: "filters" });
  });
});
