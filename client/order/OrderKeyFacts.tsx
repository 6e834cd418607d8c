// The three facts a customer looks for first on an order's page: its total, when it was paid and
// when the recordings are due.
import { SimpleGrid } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../common/money.ts";
import type { OrderKeyFacts_order$key } from "../__generated__/OrderKeyFacts_order.graphql.ts";
import { OrderFact } from "./OrderFact.tsx";
import { formatLongDate } from "./payment/paymentView.ts";

export function OrderKeyFacts({ order }: { order: OrderKeyFacts_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderKeyFacts_order on Order {
        total
        currency
        paidAt
        dueAt
      }
    `,
    order,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <OrderFact label="Total" value={formatMoney(data.total, data.currency)} />
      <OrderFact label="Paid on" value={data.paidAt ? formatLongDate(data.paidAt) : "Not paid yet"} />
      <OrderFact label="Expected delivery" value={data.dueAt ? formatLongDate(data.dueAt) : "Set once paid"} />
    </SimpleGrid>
  );
}
