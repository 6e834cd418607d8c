// /manage/payouts: the partners' payout requests, 20 a page, filtered and sorted through the URL;
// each is approved, marked paid with the transfer's reference, or rejected with a reason.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { PayoutsRouteQuery as PayoutsRouteQueryType } from "../../__generated__/PayoutsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { PayoutsTable } from "./PayoutsTable.tsx";
import { payoutsFilters, payoutsListSpec } from "./payoutsList.ts";

const PayoutsRouteQuery = graphql`
  query PayoutsRouteQuery($first: Int!, $filter: ListQuery) {
    ...PayoutsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<PayoutsRouteQueryType>(PayoutsRouteQuery, payoutsListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<PayoutsRouteQueryType>;
  usePageMeta({ title: "Payouts" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Payouts" description="Partners' requests to be paid their commissions. Approve a request, then mark it paid with the bank transfer's reference, or reject it." />
      <ListFilterBar spec={payoutsListSpec} search={{ label: "Search", placeholder: "Partner e-mail" }} filters={payoutsFilters} />
      <ListQueryResults data={data} query={PayoutsRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="PAYOUTS" exportKind="payouts" />
            <PayoutsTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
