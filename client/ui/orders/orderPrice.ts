// An order's price as the server computed it: its lines, subtotal, discount, tax and total, read
// the same way by every table that shows it.
import { graphql, readInlineData } from "react-relay";
import type { orderPrice_order$data, orderPrice_order$key } from "../../__generated__/orderPrice_order.graphql.ts";

const orderPriceFragment = graphql`
  fragment orderPrice_order on Order @inline {
    lines {
      kind
      description
      quantity
      unitAmount
      amount
    }
    subtotal
    discountTotal
    discountCode
    taxTotal
    taxRateName
    taxInclusive
    reverseCharge
    total
    currency
  }
`;

export type OrderPrice = orderPrice_order$data;

export function readOrderPrice(order: orderPrice_order$key): OrderPrice {
  return readInlineData<orderPrice_order$key>(orderPriceFragment, order);
}
