import { graphql, useFragment } from "react-relay";
import type { PaymentsTable_query$key } from "../../__generated__/PaymentsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { PaymentRow, paymentColumns } from "./PaymentRow.tsx";
import { paymentsListSpec } from "./paymentsList.ts";

export function PaymentsTable({ query }: { query: PaymentsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        managePayments(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...PaymentRow_payment } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={paymentsListSpec}
      caption="Payments"
      noun={["payment", "payments"]}
      columns={paymentColumns}
      connection={data.managePayments}
      renderRow={(payment) => <PaymentRow key={payment.id} payment={payment} />}
      minWidth={960}
    />
  );
}
