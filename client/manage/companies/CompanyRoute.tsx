// /manage/companies/:id (the Company's global id): the company's details (edited in place), its
// members, its recent orders, and merging duplicates into it.
import { Card, DataList, Grid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { LoaderFunctionArgs } from "react-router";
import type { CompanyRouteQuery as CompanyRouteQueryType } from "../../__generated__/CompanyRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { countryName } from "../../ui/billingCountries.ts";
import { nodeExists } from "../../ui/nodeExists.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { DetailField } from "../DetailField.tsx";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { DetailTrail } from "../DetailTrail.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { COMPANIES_PATH } from "../paths.ts";
import { useMayUseArea } from "../../app/useMayUseArea.ts";
import { CompanyDetailsForm } from "./CompanyDetailsForm.tsx";
import { duplicatesFilter } from "./companyDuplicates.ts";
import { CompanyMembers } from "./CompanyMembers.tsx";
import { CompanyOrders } from "./CompanyOrders.tsx";
import { MergeCompanies } from "./MergeCompanies.tsx";

/** What the page shows of a company: its query and every mutation that changes the company ask for it. */
export const CompanyPageFields = graphql`
  fragment CompanyRoute_company on Company {
    id
    name
    vatNumber
    country
    memberCount
    orderCount
    createdAt
    ...CompanyDetailsForm_company
    ...CompanyMembers_company
    ...CompanyOrders_company
    ...MergeCompanies_company
  }
`;

const CompanyRouteQuery = graphql`
  query CompanyRouteQuery($id: ID!, $duplicates: ListQuery) {
    node(id: $id) {
      ... on Company @alias(as: "company") {
        ...CompanyRoute_company @relay(mask: false)
      }
    }
    ...MergeCompanies_query @arguments(duplicates: $duplicates)
  }
`;

/** The company by its id, and the merge's candidates named like the URL's `duplicates`. */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  loadRouteQuery<CompanyRouteQueryType>(CompanyRouteQuery, { id: params.id ?? "", duplicates: duplicatesFilter(request.url) });
export const exists = nodeExists("Company");

const LIST = { label: "Companies", path: COMPANIES_PATH };

export function Component() {
  const data = useRouteQuery<CompanyRouteQueryType>(CompanyRouteQuery);
  const company = data.node?.company ?? null;
  // Who belongs to a company (members, merging) is the administrators' work, like the users; its
  // billing details are the bookkeepers'; a producer reads the company.
  const managesMembers = useMayUseArea("admin");
  const editsDetails = useMayUseArea("bookkeeping");
  usePageMeta({ title: company ? `${company.name} · Companies` : "Company not found" });

  if (!company) {
    return <DetailNotFound noun="company" list={LIST} />;
  }

  const summary = [company.vatNumber ?? "No VAT number", company.country ? countryName(company.country) : "No country"].join(" · ");
  return (
    <Stack gap="lg">
      <DetailTrail list={LIST} current={company.name} />
      <ManageHeader title={company.name} description={<Text span>{summary}</Text>} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card>
              <Stack gap="md">
                <Title order={2} size="h4">
                  Details
                </Title>
                <DataList labelWidth={120} withDivider>
                  <DetailField label="Created" value={<DateTimeCell value={company.createdAt} dateOnly />} />
                  <DetailField label="Members" value={company.memberCount.toLocaleString("en")} />
                  <DetailField label="Orders placed" value={company.orderCount.toLocaleString("en")} />
                </DataList>
                {editsDetails && <CompanyDetailsForm key={company.id} company={company} />}
              </Stack>
            </Card>
            <CompanyOrders company={company} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <CompanyMembers company={company} managesMembers={managesMembers} />
            {managesMembers && <MergeCompanies company={company} query={data} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
