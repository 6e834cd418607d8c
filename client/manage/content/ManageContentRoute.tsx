// /manage/content: the site copy and lists the public pages read (team, partners, FAQ, on-air
// clients, pages), one tab per kind with the kind in the URL (`?kind=FAQ`, the team by default).
// Each list is short, so it is one table by position; "New entry" and Edit open the drawer editor.
import { Button, Drawer, Group, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { ManageContentRouteQuery as ManageContentRouteQueryType } from "../../__generated__/ManageContentRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ContentEntryEditor } from "./ContentEntryEditor.tsx";
import { ContentEntryRow } from "./ContentEntryRow.tsx";
import { DEFAULT_KIND, kindCopy, parseKind, TAB_KINDS } from "./contentForm.ts";

const ManageContentRouteQuery = graphql`
  query ManageContentRouteQuery($kind: ContentKind!) {
    manageContentEntries(kind: $kind) {
      id
      title
      position
      ...ContentEntryRow_entry
      ...ContentEntryEditor_entry
    }
  }
`;

export function loader({ request }: LoaderFunctionArgs): PreloadedQuery<ManageContentRouteQueryType> {
  const kind = parseKind(new URL(request.url).searchParams.get("kind"));
  return loadRouteQuery<ManageContentRouteQueryType>(ManageContentRouteQuery, { kind });
}

type Editing = { id: string | null } | null;

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ManageContentRouteQueryType>;
  const data = usePreloadedQuery<ManageContentRouteQueryType>(ManageContentRouteQuery, queryRef);
  usePageMeta({ title: "Site content" });
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const kind = parseKind(queryRef.variables.kind);
  const copy = kindCopy[kind];
  const entries = [...data.manageContentEntries].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
  const edited = editing?.id ? entries.find((entry) => entry.id === editing.id) ?? null : null;
  const close = () => setEditing(null);

  const selectKind = (value: string | null) => {
    const next = parseKind(value);
    setEditing(null);
    const params = new URLSearchParams(searchParams);
    if (next === DEFAULT_KIND) params.delete("kind");
    else params.set("kind", next);
    setSearchParams(params);
  };

  const columns = ["Position", copy.title, copy.subtitle, "Status", "Actions"];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Site content</Title>
          <Text c="dimmed">The team, partners, questions, on-air clients and pages of the public site, in the order they are shown.</Text>
        </div>
        <Button onClick={() => setEditing({ id: null })}>New entry</Button>
      </Group>
      <Tabs value={kind} onChange={selectKind} keepMounted={false}>
        <Tabs.List>
          {TAB_KINDS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {kindCopy[tab].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={kind} pt="md">
          <Table.ScrollContainer minWidth={800} type="native">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption>
                {entries.length} {entries.length === 1 ? copy.noun : copy.plural}, by position
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <ContentEntryRow key={entry.id} entry={entry} onEdit={(id) => setEditing({ id })} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
      </Tabs>

      <Drawer
        opened={editing !== null}
        onClose={close}
        position="right"
        size="xl"
        closeButtonProps={{ "aria-label": "Close" }}
        title={edited ? `Edit ${edited.title}` : `New ${copy.noun}`}
      >
        {editing && <ContentEntryEditor key={editing.id ?? "new"} kind={kind} entry={edited} onDone={close} />}
      </Drawer>
    </Stack>
  );
}
