// /manage/discounts: the discount codes, 20 a page, filtered and sorted through the URL, with
// their value, validity window and usage ("3 / 10"); a drawer creates or edits one. After a
// save the lists are stale (the updaters invalidate them) and the loader runs again.
import { Button, Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { DiscountsRouteQuery as DiscountsRouteQueryType } from "../../__generated__/DiscountsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { useListEditing } from "../useListEditing.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { DiscountEditor } from "./DiscountEditor.tsx";
import { DiscountsTable, type EditedDiscount } from "./DiscountsTable.tsx";
import { discountsFilters, discountsListSpec } from "./discountsList.ts";

const DiscountsRouteQuery = graphql`
  query DiscountsRouteQuery($first: Int!, $filter: ListQuery) {
    ...DiscountsTable_query @arguments(first: $first, filter: $filter)
    ...DiscountEditor_query
  }
`;

export const loader = listRouteLoader<DiscountsRouteQueryType>(DiscountsRouteQuery, discountsListSpec);

/** What the drawer shows: a new code (discount null) or one of the table's. */
type Editing = { code: string | null; discount: EditedDiscount["discount"] | null };

export function Component() {
  const data = useLoaderData() as ListLoaderData<DiscountsRouteQueryType>;
  usePageMeta({ title: "Discount codes" });
  const { editing, setEditing, done } = useListEditing<Editing>();
  return (
    <Stack gap="lg">
      <ManageHeader
        title="Discount codes"
        description="Codes customers enter at payment: a percentage or an amount off, with a validity window and usage limits."
        action={
          <Button onClick={() => setEditing({ code: null, discount: null })} disabled={!data.queryRef}>
            New discount code
          </Button>
        }
      />
      <ListFilterBar spec={discountsListSpec} search={{ label: "Search", placeholder: "Code" }} filters={discountsFilters} />
      <ListQueryResults data={data} query={DiscountsRouteQuery}>
        {(response) => (
          <Stack gap="sm">
            <TableActions table="DISCOUNTS" />
            <DiscountsTable query={response} onEdit={setEditing} />
            <EditorDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.code ? `Edit ${editing.code}` : "New discount code"}>
              {editing && <DiscountEditor key={editing.code ?? "new"} discount={editing.discount} query={response} onDone={done} />}
            </EditorDrawer>
          </Stack>
        )}
      </ListQueryResults>
    </Stack>
  );
}
