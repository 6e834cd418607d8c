// The totals of a price (a quote's, an order's, an order found at /payment): subtotal, discount,
// tax, total and currency, selected once for every screen that shows a price (priceRows and the
// summaries beside it).
import { graphql, readInlineData } from "react-relay";
import type { priceTotals_price$data, priceTotals_price$key } from "../../__generated__/priceTotals_price.graphql.ts";

const priceTotalsFragment = graphql`
  fragment priceTotals_price on PriceTotals @inline {
    subtotal
    discountTotal
    taxTotal
    total
    currency
  }
`;

export type PriceTotalsData = Omit<priceTotals_price$data, " $fragmentType">;

/**
 * Relay types a spread of this fragment inside `... on Quote` or `... on PayableOrderPayload` of a
 * result union as nullable (it must be aliased there), though every such type has the totals.
 */
export function readPriceTotals(price: priceTotals_price$key | null | undefined): PriceTotalsData {
  if (!price) throw new Error("The price's totals were not selected.");
  return readInlineData<priceTotals_price$key>(priceTotalsFragment, price);
}
