// /manage/referrals: who referred whom, and the commissions partners earn, each table 20 a page
// with its own filters and sorting in the URL (the commissions' parameters prefixed), one query.
import { Stack, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ListQueryError } from "../../../common/listQuery/index.ts";
import type { ManageReferralsRouteQuery as ManageReferralsRouteQueryType } from "../../__generated__/ManageReferralsRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import type { ListLoaderData } from "../../ui/table/listLoader.ts";
import { listVariablesFromUrl } from "../../ui/table/listQueryUrl.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { CommissionsTable } from "./CommissionsTable.tsx";
import { ManageReferralsTable } from "./ManageReferralsTable.tsx";
import { commissionsFilters, commissionsListSpec, referralsFilters, referralsListSpec } from "./referralsList.ts";

const ManageReferralsRouteQuery = graphql`
  query ManageReferralsRouteQuery($referralsFirst: Int!, $referralsFilter: ListQuery, $commissionsFirst: Int!, $commissionsFilter: ListQuery) {
    ...ManageReferralsTable_query @arguments(first: $referralsFirst, filter: $referralsFilter)
    ...CommissionsTable_query @arguments(first: $commissionsFirst, filter: $commissionsFilter)
  }
`;

/** Both tables' variables from the URL; a malformed list query in either shows its message instead. */
export function loader({ request }: LoaderFunctionArgs): ListLoaderData<ManageReferralsRouteQueryType> {
  try {
    const referrals = listVariablesFromUrl(request.url, referralsListSpec);
    const commissions = listVariablesFromUrl(request.url, commissionsListSpec);
    const variables = { referralsFirst: referrals.first, referralsFilter: referrals.filter, commissionsFirst: commissions.first, commissionsFilter: commissions.filter };
    return { queryRef: loadRouteQuery<ManageReferralsRouteQueryType>(ManageReferralsRouteQuery, variables), problem: null };
  } catch (error) {
    if (error instanceof ListQueryError) return { queryRef: null, problem: { message: error.message, parameter: error.parameter } };
    throw error;
  }
}

const REFERRALS_HEADING = "manage-referrals-heading";
const COMMISSIONS_HEADING = "manage-commissions-heading";

export function Component() {
  const data = useLoaderData() as ListLoaderData<ManageReferralsRouteQueryType>;
  usePageMeta({ title: "Referrals" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Referrals" description="Customers who registered through a partner's link, and the commissions partners earn on their paid orders." />
      {/* The filter bars stay outside the results, so what is being typed survives a reload of the rows. */}
      <Stack gap="sm" component="section" aria-labelledby={REFERRALS_HEADING}>
        <Title order={2} size="h3" id={REFERRALS_HEADING}>
          Referrals
        </Title>
        <ListFilterBar spec={referralsListSpec} search={{ label: "Search referrals", placeholder: "Referrer or customer e-mail" }} filters={referralsFilters} />
        <ListQueryResults data={data} query={ManageReferralsRouteQuery}>{(response) => <ManageReferralsTable query={response} />}</ListQueryResults>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={COMMISSIONS_HEADING} mt="lg">
        <Title order={2} size="h3" id={COMMISSIONS_HEADING}>
          Commissions
        </Title>
        <ListFilterBar spec={commissionsListSpec} search={{ label: "Search commissions", placeholder: "E-mail or order number" }} filters={commissionsFilters} />
        {/* A malformed list query is shown once, above. */}
        {!data.problem && <ListQueryResults<ManageReferralsRouteQueryType> data={data} query={ManageReferralsRouteQuery}>{(response) => <CommissionsTable query={response} />}</ListQueryResults>}
      </Stack>
    </Stack>
  );
}
