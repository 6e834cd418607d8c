// "Saved filters" beside a management table: the person's saved filters of it (a click applies
// one: the table's URL becomes its filter and order), saving the current one, deleting one. The
// list is read when the menu first opens (or is about to), not with every page of the table,
// which keeps a table's page within its statement budget.
import { Button, CloseButton, Divider, Group, Loader, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Suspense, useState } from "react";
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router";
import { savedFilterQuery, type SavedFilterTable } from "../../../../common/savedFilters.ts";
import type { SavedFiltersMenuQuery as SavedFiltersMenuQueryType } from "../../../__generated__/SavedFiltersMenuQuery.graphql.ts";
import { TOAST_MS } from "../../../app/timing.ts";
import { requestErrorMessage } from "../../formErrors.ts";
import { Icon } from "../../Icon.tsx";
import { SaveFilterModal } from "./SaveFilterModal.tsx";
import { useDeleteSavedFilterMutation } from "./useDeleteSavedFilterMutation.ts";

const SavedFiltersMenuQuery = graphql`
  query SavedFiltersMenuQuery($table: SavedFilterTable!) {
    savedFilters(table: $table) {
      id
      name
      query
    }
  }
`;

/** The table's current list query as a saved filter keeps it, or null when the URL's does not read. */
function currentQuery(searchParams: URLSearchParams): string | null {
  try {
    return savedFilterQuery(searchParams.toString());
  } catch {
    return null;
  }
}

type ListProps = { queryRef: PreloadedQuery<SavedFiltersMenuQueryType>; table: SavedFilterTable; current: string | null; onApply: (query: string) => void };

function SavedFilterList({ queryRef, table, current, onApply }: ListProps) {
  const { savedFilters } = usePreloadedQuery<SavedFiltersMenuQueryType>(SavedFiltersMenuQuery, queryRef);
  const [deleteSavedFilter, deleting] = useDeleteSavedFilterMutation();
  const remove = async (id: string, name: string) => {
    try {
      const result = await deleteSavedFilter(id, table);
      const deleted = result.__typename === "DeletedSavedFilterPayload";
      notifications.show({ color: deleted ? "teal" : "red", autoClose: TOAST_MS, message: deleted ? `Deleted “${name}”.` : result.message });
    } catch (error) {
      notifications.show({ color: "red", autoClose: TOAST_MS, message: requestErrorMessage(error) });
    }
  };
  if (savedFilters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No saved filters of this table yet.
      </Text>
    );
  }
  return savedFilters.map((filter) => (
    <Group key={filter.id} justify="space-between" gap="xs" wrap="nowrap">
      <UnstyledButton onClick={() => onApply(filter.query)} style={{ minWidth: 0, overflowWrap: "anywhere" }} aria-current={filter.query === current || undefined}>
        <Text size="sm" fw={filter.query === current ? 600 : 400}>
          {filter.name}
        </Text>
      </UnstyledButton>
      <CloseButton size="sm" aria-label={`Delete saved filter ${filter.name}`} disabled={deleting} onClick={() => void remove(filter.id, filter.name)} />
    </Group>
  ));
}

export function SavedFiltersMenu({ table }: { table: SavedFilterTable }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [queryRef, loadSavedFilters] = useQueryLoader<SavedFiltersMenuQueryType>(SavedFiltersMenuQuery);
  const current = currentQuery(searchParams);
  // Read once; saving and deleting keep the list in the store current.
  const prepare = () => {
    if (!queryRef) loadSavedFilters({ table }, { fetchPolicy: "store-or-network" });
  };

  const apply = (filterQuery: string) => {
    setOpened(false);
    setSearchParams(new URLSearchParams(filterQuery), { preventScrollReset: true });
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<Icon name="sliders" />}
            onMouseEnter={prepare}
            onFocus={prepare}
            onClick={() => {
              prepare();
              setOpened((open) => !open);
            }}
            aria-expanded={opened}
          >
            Saved filters
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" data-testid="saved-filters">
            <Suspense fallback={<Loader size="sm" aria-label="Loading saved filters" />}>
              {queryRef && <SavedFilterList queryRef={queryRef} table={table} current={current} onApply={apply} />}
            </Suspense>
            <Divider />
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={current === null}
              onClick={() => {
                setOpened(false);
                setSaving(true);
              }}
            >
              Save current filter…
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {saving && current !== null && <SaveFilterModal table={table} query={current} onClose={() => setSaving(false)} />}
    </>
  );
}
