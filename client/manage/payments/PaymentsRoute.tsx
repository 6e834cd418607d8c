// /manage/payments: every card payment with its status and provider reference, 20 a page,
// filtered and sorted through the URL; refunds in full or in part.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { PaymentsRouteQuery as PaymentsRouteQueryType } from "../../__generated__/PaymentsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { PaymentsTable } from "./PaymentsTable.tsx";
import { paymentsFilters, paymentsListSpec } from "./paymentsList.ts";

const PaymentsRouteQuery = graphql`
  query PaymentsRouteQuery($first: Int!, $filter: ListQuery) {
    ...PaymentsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<PaymentsRouteQueryType>(PaymentsRouteQuery, paymentsListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<PaymentsRouteQueryType>;
  usePageMeta({ title: "Payments" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Payments" description="Card payments of every order with the provider's reference. Refund a payment in full or in part." />
      <ListFilterBar spec={paymentsListSpec} search={{ label: "Search", placeholder: "Provider reference (pi_…)" }} filters={paymentsFilters} />
      <ListQueryResults data={data} query={PaymentsRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="PAYMENTS" exportKind="payments" />
            <PaymentsTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
