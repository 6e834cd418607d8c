// An order's price as the server computed it: its lines, subtotal, discount, tax and total, read
// the same way by every table that shows it.
import { graphql, readInlineData } from "react-relay";
import type { orderPrice_order$data, orderPrice_order$key } from "../../__generated__/orderPrice_order.graphql.ts";
import { readPriceTotals, type PriceTotalsData } from "./priceTotals.ts";

const orderPriceFragment = graphql`
  fragment orderPrice_order on Order @inline {
    lines {
      kind
      description
      quantity
      unitAmount
      amount
    }
    ...priceTotals_price
    discountCode
    taxRateName
    taxInclusive
    reverseCharge
  }
`;

export type OrderPrice = Omit<orderPrice_order$data, " $fragmentSpreads" | " $fragmentType"> & PriceTotalsData;

export function readOrderPrice(order: orderPrice_order$key): OrderPrice {
  const price = readInlineData<orderPrice_order$key>(orderPriceFragment, order);
  return { ...price, ...readPriceTotals(price) };
}
