import { Stack } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { PayoutsTable_query$key } from "../../__generated__/PayoutsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { ApproveRequestedPayouts } from "./ApproveRequestedPayouts.tsx";
import { PayoutRow, payoutColumns } from "./PayoutRow.tsx";
import { payoutsListSpec } from "./payoutsList.ts";

export function PayoutsTable({ query }: { query: PayoutsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment PayoutsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        managePayouts(first: $first, filter: $filter) {
          totalCount
          edges { node { id status amount currency ...PayoutRow_payout } }
        }
      }
    `,
    query,
  );
  const requested = data.managePayouts.edges.map((edge) => edge.node).filter((payout) => payout.status === "REQUESTED");
  return (
    <Stack gap="sm">
      <div>
        <ApproveRequestedPayouts payouts={requested} />
      </div>
      <ListTable
        spec={payoutsListSpec}
        caption="Payouts"
        noun={["payout", "payouts"]}
        columns={payoutColumns}
        connection={data.managePayouts}
        renderRow={(payout) => <PayoutRow key={payout.id} payout={payout} />}
        minWidth={960}
      />
    </Stack>
  );
}
