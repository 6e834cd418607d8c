// The One-Stop-Shop (OSS) return's figures: for one calendar quarter, the VAT charged to
// consumers in other EU countries than the studio's, per country, rate and currency, from the
// invoices and credit notes issued in it (each as fixed when issued). Reverse-charged sales to
// businesses, sales at home and outside the EU are not reported through the OSS.
import { EU_COUNTRIES } from "../../common/countries.ts";
import { formatCsv } from "../../common/csv.ts";
import { decimalAmount } from "../../common/money.ts";
import type { InvoiceContent } from "../invoices/invoiceContent.ts";

export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4; from: Date; until: Date; label: string };

/** "2026-Q4" → its first moment and the next quarter's (UTC); null when it is not a quarter. */
export function parseQuarter(text: string): Quarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const year = Number(match[1]);
  const quarter = Number(match[2]) as Quarter["quarter"];
  return { year, quarter, from: new Date(Date.UTC(year, (quarter - 1) * 3, 1)), until: new Date(Date.UTC(year, quarter * 3, 1)), label: `${year}-Q${quarter}` };
}

export type OssRow = { country: string; rateBasisPoints: number | null; currency: string; net: number; vat: number; invoices: number; creditNotes: number };

type OssDocument = Pick<InvoiceContent, "kind" | "currency" | "seller" | "buyer" | "taxes" | "taxTotal" | "total" | "reverseCharge">;

/** Whether a document is an OSS sale: to a consumer (not reverse-charged) in another EU country than the seller's. */
export function isOssSale(document: OssDocument): boolean {
  const country = document.buyer.country;
  return !!country && EU_COUNTRIES.includes(country) && country !== document.seller.country && document.reverseCharge !== true;
}

/** The documents' OSS sales summed per country, rate and currency; sorted by country, then rate. */
export function ossRows(documents: readonly OssDocument[]): OssRow[] {
  const rows = new Map<string, OssRow>();
  for (const document of documents) {
    if (!isOssSale(document)) continue;
    const country = document.buyer.country!;
    const rateBasisPoints = document.taxes[0]?.rateBasisPoints ?? null;
    const key = `${country}|${rateBasisPoints}|${document.currency}`;
    const row = rows.get(key) ?? { country, rateBasisPoints, currency: document.currency, net: 0, vat: 0, invoices: 0, creditNotes: 0 };
    // Net of tax whether the prices included it or not; a credit note's amounts are negative.
    row.net += document.total - document.taxTotal;
    row.vat += document.taxTotal;
    if (document.kind === "CREDIT_NOTE") row.creditNotes += 1;
    else row.invoices += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.country.localeCompare(b.country) || (a.rateBasisPoints ?? -1) - (b.rateBasisPoints ?? -1) || a.currency.localeCompare(b.currency));
}

export const OSS_COLUMNS = ["quarter", "country", "vat_rate_percent", "currency", "net", "vat", "invoices", "credit_notes"];

/** The report as CSV: a header, then one line per row, amounts as decimals ("1234.50"). */
export function ossCsv(quarter: Quarter, rows: readonly OssRow[]): string {
  return formatCsv([
    OSS_COLUMNS,
    ...rows.map((row) => [
      quarter.label,
      row.country,
      row.rateBasisPoints === null ? "" : String(row.rateBasisPoints / 100),
      row.currency,
      decimalAmount(row.net, row.currency),
      decimalAmount(row.vat, row.currency),
      String(row.invoices),
      String(row.creditNotes),
    ]),
  ]);
}
