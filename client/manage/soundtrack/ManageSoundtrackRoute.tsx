// /manage/soundtrack: the music beds for message-on-hold programmes, inactive included, by
// position, each with a preview; upload a new track or edit one (with an optional replacement
// recording) in the drawer. The library is short, so it is one table rather than 20-row pages.
import { Button, Drawer, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { ManageSoundtrackRouteQuery as ManageSoundtrackRouteQueryType } from "../../__generated__/ManageSoundtrackRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { TrackAdminRow, trackColumns } from "./TrackAdminRow.tsx";
import { TrackEditor } from "./TrackEditor.tsx";

const ManageSoundtrackRouteQuery = graphql`
  query ManageSoundtrackRouteQuery {
    manageSoundtrackTracks {
      id
      title
      mood
      licence
      ...TrackAdminRow_track
      ...TrackEditor_track
    }
  }
`;

export function loader(): PreloadedQuery<ManageSoundtrackRouteQueryType> {
  return loadRouteQuery<ManageSoundtrackRouteQueryType>(ManageSoundtrackRouteQuery, {});
}

type Editing = { id: string | null } | null;

export function Component() {
  const data = usePreloadedQuery<ManageSoundtrackRouteQueryType>(
    ManageSoundtrackRouteQuery,
    useLoaderData() as PreloadedQuery<ManageSoundtrackRouteQueryType>,
  );
  usePageMeta({ title: "Soundtrack" });
  const [editing, setEditing] = useState<Editing>(null);
  const tracks = data.manageSoundtrackTracks;
  const edited = editing?.id ? tracks.find((track) => track.id === editing.id) ?? null : null;
  const moods = [...new Set(tracks.map((track) => track.mood))].sort();
  const close = () => setEditing(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Soundtrack</Title>
          <Text c="dimmed">Music beds customers choose for their on-hold messages, in the order the order form offers them.</Text>
        </div>
        <Button onClick={() => setEditing({ id: null })}>Upload track</Button>
      </Group>
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            {tracks.length} {tracks.length === 1 ? "track" : "tracks"}, by position
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {trackColumns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tracks.map((track) => (
              <TrackAdminRow key={track.id} track={track} onEdit={(id) => setEditing({ id })} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Drawer opened={editing !== null} onClose={close} position="right" size="xl" closeButtonProps={{ "aria-label": "Close" }} title={edited ? `Edit ${edited.title}` : "Upload a music track"}>
        {editing && (
          <TrackEditor key={editing.id ?? "new"} track={edited} moods={moods} defaultLicence={tracks[0]?.licence ?? ""} onDone={close} />
        )}
      </Drawer>
    </Stack>
  );
}
