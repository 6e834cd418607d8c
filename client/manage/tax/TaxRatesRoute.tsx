// /manage/tax: tax rates by country and region, 20 a page, filtered and sorted through the URL;
// a drawer creates or edits one. After a save the lists are stale (the updaters invalidate
// them) and the loader runs again.
import { Button, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { TaxRatesRouteQuery as TaxRatesRouteQueryType } from "../../__generated__/TaxRatesRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { TaxRateEditor } from "./TaxRateEditor.tsx";
import { TaxRatesTable, type EditedTaxRate } from "./TaxRatesTable.tsx";
import { taxRatesFilters, taxRatesListSpec } from "./taxRatesList.ts";

const TaxRatesRouteQuery = graphql`
  query TaxRatesRouteQuery($first: Int!, $filter: ListQuery) {
    ...TaxRatesTable_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<TaxRatesRouteQueryType> {
  return loadListQuery<TaxRatesRouteQueryType>(TaxRatesRouteQuery, request, taxRatesListSpec);
}

/** What the drawer shows: a new rate (taxRate null) or one of the table's. */
type Editing = { name: string | null; taxRate: EditedTaxRate["taxRate"] | null } | null;

function TaxRatesResults({ queryRef, setEditing }: { queryRef: PreloadedQuery<TaxRatesRouteQueryType>; setEditing: (editing: Editing) => void }) {
  const data = usePreloadedQuery<TaxRatesRouteQueryType>(TaxRatesRouteQuery, queryRef);
  return <TaxRatesTable query={data} onEdit={(edited) => setEditing(edited)} />;
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<TaxRatesRouteQueryType>;
  usePageMeta({ title: "Tax rates" });
  const [editing, setEditing] = useState<Editing>(null);
  const revalidator = useRevalidator();
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void revalidator.revalidate();
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Tax rates</Title>
          <Text c="dimmed">
            The tax charged by billing country (and region, where it differs). A region without its own rate uses its country’s.
          </Text>
        </div>
        <Button onClick={() => setEditing({ name: null, taxRate: null })}>New tax rate</Button>
      </Group>
      <ListFilterBar spec={taxRatesListSpec} search={{ label: "Search", placeholder: "Name or country code" }} filters={taxRatesFilters} />
      <ListResults data={data}>{(queryRef) => <TaxRatesResults queryRef={queryRef} setEditing={setEditing} />}</ListResults>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        closeButtonProps={{ "aria-label": "Close" }}
        title={editing?.name ? `Edit ${editing.name}` : "New tax rate"}
      >
        {editing && <TaxRateEditor key={editing.name ?? "new"} taxRate={editing.taxRate} onDone={done} />}
      </Drawer>
    </Stack>
  );
}
