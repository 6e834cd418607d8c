// /manage/tax: tax rates by country and region, 20 a page, filtered and sorted through the URL;
// a warning names the countries where VAT is due but no rate exists; the OSS report of a quarter
// downloads as CSV; a drawer creates or edits one. After a save the lists are stale (the updaters invalidate
// them) and the loader runs again.
import { Button, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { TaxRatesRouteQuery as TaxRatesRouteQueryType } from "../../__generated__/TaxRatesRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { useListEditing } from "../useListEditing.ts";
import { MissingTaxRatesAlert } from "../../ui/MissingTaxRatesAlert.tsx";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { OssReportDownload } from "./OssReportDownload.tsx";
import { TaxRateEditor } from "./TaxRateEditor.tsx";
import { TaxRatesTable, type EditedTaxRate } from "./TaxRatesTable.tsx";
import { taxRatesFilters, taxRatesListSpec } from "./taxRatesList.ts";

const TaxRatesRouteQuery = graphql`
  query TaxRatesRouteQuery($first: Int!, $filter: ListQuery) {
    ...TaxRatesTable_query @arguments(first: $first, filter: $filter)
    ...MissingTaxRatesAlert_query
  }
`;

export const loader = listRouteLoader<TaxRatesRouteQueryType>(TaxRatesRouteQuery, taxRatesListSpec);

/** What the drawer shows: a new rate (taxRate null) or one of the table's. */
type Editing = { name: string | null; taxRate: EditedTaxRate["taxRate"] | null };

export function Component() {
  const data = useLoaderData() as ListLoaderData<TaxRatesRouteQueryType>;
  usePageMeta({ title: "Tax rates" });
  const { editing, setEditing, done } = useListEditing<Editing>();
  return (
    <Stack gap="lg">
      <ManageHeader
        title="Tax rates"
        description="The tax charged by billing country (and region, where it differs). A region without its own rate uses its country’s."
        action={<Button onClick={() => setEditing({ name: null, taxRate: null })}>New tax rate</Button>}
      />
      <OssReportDownload />
      <ListFilterBar spec={taxRatesListSpec} search={{ label: "Search", placeholder: "Name or country code" }} filters={taxRatesFilters} />
      <ListQueryResults data={data} query={TaxRatesRouteQuery}>
        {(response) => (
          <Stack gap="lg">
            <MissingTaxRatesAlert query={response} action="Add a rate for each with “New tax rate”." />
            <TableActions table="TAX_RATES" />
            <TaxRatesTable query={response} onEdit={setEditing} />
          </Stack>
        )}
      </ListQueryResults>
      <EditorDrawer opened={editing !== null} onClose={() => setEditing(null)} size="lg" title={editing?.name ? `Edit ${editing.name}` : "New tax rate"}>
        {editing && <TaxRateEditor key={editing.name ?? "new"} taxRate={editing.taxRate} onDone={done} />}
      </EditorDrawer>
    </Stack>
  );
}
