// /manage/soundtrack: the music beds for message-on-hold programmes, inactive included, by
// position, each with a preview; upload a new track or edit one (with an optional replacement
// recording) in the drawer. The library is short, so it is one table rather than 20-row pages.
import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import type { ManageSoundtrackRouteQuery as ManageSoundtrackRouteQueryType } from "../../__generated__/ManageSoundtrackRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { WholeListTable } from "../../ui/table/WholeListTable.tsx";
import { countLabel } from "../../ui/table/ListTable.tsx";
import { TrackAdminRow, trackColumns } from "./TrackAdminRow.tsx";
import { TrackEditor } from "./TrackEditor.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

/** What the screen holds of a track: the route's query and the create and update mutations ask for it. */
export const TrackFields = graphql`
  fragment ManageSoundtrackRoute_track on SoundtrackTrack {
    id
    title
    ...TrackAdminRow_track
    ...TrackEditor_track
  }
`;

const ManageSoundtrackRouteQuery = graphql`
  query ManageSoundtrackRouteQuery {
    manageSoundtrackTracks {
      ...ManageSoundtrackRoute_track @relay(mask: false)
      mood
      licence
    }
  }
`;

export const loader = queryRouteLoader<ManageSoundtrackRouteQueryType>(ManageSoundtrackRouteQuery);

type Editing = { id: string | null } | null;

export function Component() {
  const data = useRouteQuery<ManageSoundtrackRouteQueryType>(ManageSoundtrackRouteQuery);
  usePageMeta({ title: "Soundtrack" });
  const [editing, setEditing] = useState<Editing>(null);
  const tracks = data.manageSoundtrackTracks;
  const edited = editing?.id ? tracks.find((track) => track.id === editing.id) ?? null : null;
  const moods = [...new Set(tracks.map((track) => track.mood))].sort();
  const close = () => setEditing(null);

  return (
    <Stack gap="lg">
      <ManageHeader
        title="Soundtrack"
        description="Music beds customers choose for their on-hold messages, in the order the order form offers them."
        action={<Button onClick={() => setEditing({ id: null })}>Upload track</Button>}
      />
      <WholeListTable caption={`${countLabel(tracks.length, ["track", "tracks"])}, by position`} columns={trackColumns} minWidth={1000}>
        {tracks.map((track) => (
          <TrackAdminRow key={track.id} track={track} onEdit={(id) => setEditing({ id })} />
        ))}
      </WholeListTable>

      <EditorDrawer opened={editing !== null} onClose={close} title={edited ? `Edit ${edited.title}` : "Upload a music track"}>
        {editing && (
          <TrackEditor key={editing.id ?? "new"} track={edited} moods={moods} defaultLicence={tracks[0]?.licence ?? ""} onDone={close} />
        )}
      </EditorDrawer>
    </Stack>
  );
}
