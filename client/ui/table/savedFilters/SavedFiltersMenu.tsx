// "Saved filters" beside a management table: the person's saved filters of it (a click applies
// one: the table's URL becomes its filter and order), saving the current one, deleting one.
import { Button, CloseButton, Divider, Group, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useSearchParams } from "react-router";
import { savedFilterQuery, type SavedFilterTable } from "../../../../common/savedFilters.ts";
import type { SavedFiltersMenu_query$key } from "../../../__generated__/SavedFiltersMenu_query.graphql.ts";
import { TOAST_MS } from "../../../app/timing.ts";
import { requestErrorMessage } from "../../formErrors.ts";
import { Icon } from "../../Icon.tsx";
import { SaveFilterModal } from "./SaveFilterModal.tsx";
import { useDeleteSavedFilterMutation } from "./useDeleteSavedFilterMutation.ts";

/** The table's current list query as a saved filter keeps it, or null when the URL's does not read. */
function currentQuery(searchParams: URLSearchParams): string | null {
  try {
    return savedFilterQuery(searchParams.toString());
  } catch {
    return null;
  }
}

export function SavedFiltersMenu({ query, table }: { query: SavedFiltersMenu_query$key; table: SavedFilterTable }) {
  const data = useFragment(
    graphql`
      fragment SavedFiltersMenu_query on Query @argumentDefinitions(table: { type: "SavedFilterTable!" }) {
        savedFilters(table: $table) {
          id
          name
          query
        }
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleteSavedFilter, deleting] = useDeleteSavedFilterMutation();
  const current = currentQuery(searchParams);

  const apply = (filterQuery: string) => {
    setOpened(false);
    setSearchParams(new URLSearchParams(filterQuery), { preventScrollReset: true });
  };
  const remove = async (id: string, name: string) => {
    try {
      const result = await deleteSavedFilter(id, table);
      notifications.show({ color: result.__typename === "DeletedSavedFilterPayload" ? "teal" : "red", autoClose: TOAST_MS, message: result.__typename === "DeletedSavedFilterPayload" ? `Deleted “${name}”.` : result.message });
    } catch (error) {
      notifications.show({ color: "red", autoClose: TOAST_MS, message: requestErrorMessage(error) });
    }
  };

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} trapFocus>
        <Popover.Target>
          <Button variant="default" leftSection={<Icon name="sliders" />} onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
            Saved filters
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" data-testid="saved-filters">
            {data.savedFilters.length === 0 && (
              <Text size="sm" c="dimmed">
                No saved filters of this table yet.
              </Text>
            )}
            {data.savedFilters.map((filter) => (
              <Group key={filter.id} justify="space-between" gap="xs" wrap="nowrap">
                <UnstyledButton onClick={() => apply(filter.query)} style={{ minWidth: 0, overflowWrap: "anywhere" }} aria-current={filter.query === current || undefined}>
                  <Text size="sm" fw={filter.query === current ? 600 : 400}>
                    {filter.name}
                  </Text>
                </UnstyledButton>
                <CloseButton size="sm" aria-label={`Delete saved filter ${filter.name}`} disabled={deleting} onClick={() => void remove(filter.id, filter.name)} />
              </Group>
            ))}
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
