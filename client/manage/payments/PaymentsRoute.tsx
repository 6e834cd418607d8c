// /manage/payments: every card payment with its status and provider reference, 20 a page,
// filtered and sorted through the URL; refunds in full or in part.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { PaymentsRouteQuery as PaymentsRouteQueryType } from "../../__generated__/PaymentsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { PaymentsTable } from "./PaymentsTable.tsx";
import { paymentsFilters, paymentsListSpec } from "./paymentsList.ts";

const PaymentsRouteQuery = graphql`
  query PaymentsRouteQuery($first: Int!, $filter: ListQuery) {
    ...PaymentsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<PaymentsRouteQueryType> {
  return loadListQuery<PaymentsRouteQueryType>(PaymentsRouteQuery, request, paymentsListSpec);
}

function PaymentsResults({ queryRef }: { queryRef: PreloadedQuery<PaymentsRouteQueryType> }) {
  const data = usePreloadedQuery<PaymentsRouteQueryType>(PaymentsRouteQuery, queryRef);
  return <PaymentsTable query={data} />;
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<PaymentsRouteQueryType>;
  usePageMeta({ title: "Payments" });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Payments</Title>
        <Text c="dimmed">Card payments of every order with the provider's reference. Refund a payment in full or in part.</Text>
      </div>
      <ListFilterBar spec={paymentsListSpec} search={{ label: "Search", placeholder: "Provider reference (pi_…)" }} filters={paymentsFilters} />
      <ListResults data={data}>{(queryRef) => <PaymentsResults queryRef={queryRef} />}</ListResults>
    </Stack>
  );
}
