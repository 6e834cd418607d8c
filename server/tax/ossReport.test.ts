import { describe, expect, it } from "vitest";
import { isOssSale, ossCsv, ossRows, parseQuarter } from "./ossReport.ts";

const sale = (country: string | null, net: number, vat: number, rate: number | null, extra: { kind?: "INVOICE" | "CREDIT_NOTE"; reverseCharge?: boolean; currency?: string } = {}) => ({
  kind: extra.kind ?? ("INVOICE" as const),
  currency: extra.currency ?? "EUR",
  seller: { name: "", address: "", country: "NL", vatNumber: "", email: "", phone: "" },
  buyer: { name: null, email: null, companyName: null, companyVatNumber: null, country },
  taxes: rate === null ? [] : [{ name: "VAT", rateBasisPoints: rate, taxableAmount: net, amount: vat }],
  taxTotal: vat,
  total: net + vat,
  reverseCharge: extra.reverseCharge,
});

describe("the OSS report", () => {
  it("reads quarters", () => {
    expect(parseQuarter("2026-q4")).toMatchObject({ label: "2026-Q4", from: new Date("2026-10-01T00:00:00Z"), until: new Date("2027-01-01T00:00:00Z") });
    expect(parseQuarter("2026-Q5")).toBeNull();
    expect(parseQuarter("Q1 2026")).toBeNull();
  });

  it("counts consumer sales in other EU countries only", () => {
    expect(isOssSale(sale("DE", 100, 19, 1900))).toBe(true);
    expect(isOssSale(sale("NL", 100, 21, 2100))).toBe(false);
    expect(isOssSale(sale("DE", 100, 0, null, { reverseCharge: true }))).toBe(false);
    expect(isOssSale(sale("CH", 100, 0, null))).toBe(false);
    expect(isOssSale(sale(null, 100, 0, null))).toBe(false);
  });

  it("sums per country, rate and currency, credit notes subtracted", () => {
    const rows = ossRows([sale("FR", 2000, 400, 2000), sale("DE", 10000, 1900, 1900), sale("DE", -5000, -950, 1900, { kind: "CREDIT_NOTE" }), sale("DE", 1000, 70, 700), sale("NL", 1, 1, 2100)]);
    expect(rows).toEqual([
      { country: "DE", rateBasisPoints: 700, currency: "EUR", net: 1000, vat: 70, invoices: 1, creditNotes: 0 },
      { country: "DE", rateBasisPoints: 1900, currency: "EUR", net: 5000, vat: 950, invoices: 1, creditNotes: 1 },
      { country: "FR", rateBasisPoints: 2000, currency: "EUR", net: 2000, vat: 400, invoices: 1, creditNotes: 0 },
    ]);
    expect(ossCsv(parseQuarter("2026-Q4")!, [...rows, { country: "FI", rateBasisPoints: 2550, currency: "EUR", net: -5, vat: -1, invoices: 0, creditNotes: 1 }]).replace(/^\uFEFF/, "")).toBe(
      "quarter,country,vat_rate_percent,currency,net,vat,invoices,credit_notes\r\n" +
        "2026-Q4,DE,7,EUR,10.00,0.70,1,0\r\n" +
        "2026-Q4,DE,19,EUR,50.00,9.50,1,1\r\n" +
        "2026-Q4,FR,20,EUR,20.00,4.00,1,0\r\n" +
        "2026-Q4,FI,25.5,EUR,-0.05,-0.01,0,1\r\n",
    );
  });
});
