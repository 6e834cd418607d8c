// /manage/content: the site copy and lists the public pages read (team, partners, FAQ, on-air
// clients, pages), one tab per kind with the kind in the URL (`?kind=FAQ`, the team by default).
// Each list is short, so it is one table by position; "New entry" and Edit open the drawer editor.
import { Button, Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { ManageContentRouteQuery as ManageContentRouteQueryType } from "../../__generated__/ManageContentRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { WholeListTable } from "../../ui/table/WholeListTable.tsx";
import { countLabel } from "../../ui/table/ListTable.tsx";
import { ContentEntryEditor } from "./ContentEntryEditor.tsx";
import { ContentEntryRow } from "./ContentEntryRow.tsx";
import { DEFAULT_KIND, kindCopy, parseKind, TAB_KINDS } from "./contentForm.ts";

/** What the screen holds of an entry: the route's query and the create and update mutations ask for it. */
export const ContentEntryFields = graphql`
  fragment ManageContentRoute_entry on ContentEntry {
    id
    title
    position
    ...ContentEntryRow_entry
    ...ContentEntryEditor_entry
  }
`;

const ManageContentRouteQuery = graphql`
  query ManageContentRouteQuery($kind: ContentKind!) {
    manageContentEntries(kind: $kind) {
      ...ManageContentRoute_entry @relay(mask: false)
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
      <ManageHeader
        title="Site content"
        description="The team, partners, questions, on-air clients and pages of the public site, in the order they are shown."
        action={<Button onClick={() => setEditing({ id: null })}>New entry</Button>}
      />
      <Tabs value={kind} onChange={selectKind} keepMounted={false}>
        <Tabs.List>
          {TAB_KINDS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {kindCopy[tab].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={kind} pt="md">
          <WholeListTable caption={`${countLabel(entries.length, [copy.noun, copy.plural])}, by position`} columns={columns} minWidth={800}>
            {entries.map((entry) => (
              <ContentEntryRow key={entry.id} entry={entry} onEdit={(id) => setEditing({ id })} />
            ))}
          </WholeListTable>
        </Tabs.Panel>
      </Tabs>

      <EditorDrawer opened={editing !== null} onClose={close} title={edited ? `Edit ${edited.title}` : `New ${copy.noun}`}>
        {editing && <ContentEntryEditor key={editing.id ?? "new"} kind={kind} entry={edited} onDone={close} />}
      </EditorDrawer>
    </Stack>
  );
}
