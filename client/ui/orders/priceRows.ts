// The rows under an order's (or a quote's) price lines, as the customer and the studio see them.
import { formatMoney } from "../../../common/money.ts";

export type PriceTotals = {
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  currency: string;
  discountCode: string | null | undefined;
  taxRateName: string | null | undefined;
  taxInclusive: boolean;
  /** Billed to a business in another EU country: no VAT, the customer accounts for it. */
  reverseCharge?: boolean;
};

/** What the customer reads where VAT would be (the invoice says the same). */
export const REVERSE_CHARGE_NOTE = "Reverse-charged: your business accounts for the VAT";

export type PriceRow = { key: string; label: string; amount: string; emphasis?: boolean; note?: string };

/**
 * The rows under the order lines: subtotal, discount, tax (or "incl. VAT", or "no VAT charged"),
 * total. Amounts are formatted in the order's currency.
 */
export function priceRows(totals: PriceTotals): PriceRow[] {
  const money = (minor: number) => formatMoney(minor, totals.currency);
  const rows: PriceRow[] = [{ key: "subtotal", label: "Subtotal", amount: money(totals.subtotal) }];
  if (totals.discountTotal > 0) {
    rows.push({
      key: "discount",
      label: totals.discountCode ? `Discount (${totals.discountCode})` : "Discount",
      amount: `−${money(totals.discountTotal)}`,
    });
  }
  if (totals.reverseCharge) {
    rows.push({ key: "tax", label: "VAT", amount: money(0), note: REVERSE_CHARGE_NOTE });
  } else if (!totals.taxRateName) {
    rows.push({ key: "tax", label: "VAT", amount: money(0), note: "No VAT charged for this billing country" });
  } else if (totals.taxInclusive) {
    rows.push({ key: "tax", label: `incl. ${totals.taxRateName}`, amount: money(totals.taxTotal), note: "Included in the prices above" });
  } else {
    rows.push({ key: "tax", label: totals.taxRateName, amount: money(totals.taxTotal) });
  }
  rows.push({ key: "total", label: "Total", amount: money(totals.total), emphasis: true });
  return rows;
}
