// /manage/discounts: the discount codes, 20 a page, filtered and sorted through the URL, with
// their value, validity window and usage ("3 / 10"); a drawer creates or edits one. After a
// save the lists are stale (the updaters invalidate them) and the loader runs again.
import { Button, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { DiscountsRouteQuery as DiscountsRouteQueryType } from "../../__generated__/DiscountsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { DiscountEditor } from "./DiscountEditor.tsx";
import { DiscountsTable, type EditedDiscount } from "./DiscountsTable.tsx";
import { discountsFilters, discountsListSpec } from "./discountsList.ts";

const DiscountsRouteQuery = graphql`
  query DiscountsRouteQuery($first: Int!, $filter: ListQuery) {
    ...DiscountsTable_query @arguments(first: $first, filter: $filter)
    ...DiscountEditor_query
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<DiscountsRouteQueryType> {
  return loadListQuery<DiscountsRouteQueryType>(DiscountsRouteQuery, request, discountsListSpec);
}

/** What the drawer shows: a new code (discount null) or one of the table's. */
type Editing = { code: string | null; discount: EditedDiscount["discount"] | null } | null;

function DiscountsResults({
  queryRef,
  editing,
  setEditing,
}: {
  queryRef: PreloadedQuery<DiscountsRouteQueryType>;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const data = usePreloadedQuery<DiscountsRouteQueryType>(DiscountsRouteQuery, queryRef);
  const revalidator = useRevalidator();
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void revalidator.revalidate();
  };
  return (
    <>
      <DiscountsTable query={data} onEdit={(edited) => setEditing(edited)} />
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="xl"
        closeButtonProps={{ "aria-label": "Close" }}
        title={editing?.code ? `Edit ${editing.code}` : "New discount code"}
      >
        {editing && <DiscountEditor key={editing.code ?? "new"} discount={editing.discount} query={data} onDone={done} />}
      </Drawer>
    </>
  );
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<DiscountsRouteQueryType>;
  usePageMeta({ title: "Discount codes" });
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Discount codes</Title>
          <Text c="dimmed">Codes customers enter at payment: a percentage or an amount off, with a validity window and usage limits.</Text>
        </div>
        <Button onClick={() => setEditing({ code: null, discount: null })} disabled={!data.queryRef}>
          New discount code
        </Button>
      </Group>
      <ListFilterBar spec={discountsListSpec} search={{ label: "Search", placeholder: "Code" }} filters={discountsFilters} />
      <ListResults data={data}>{(queryRef) => <DiscountsResults queryRef={queryRef} editing={editing} setEditing={setEditing} />}</ListResults>
    </Stack>
  );
}
