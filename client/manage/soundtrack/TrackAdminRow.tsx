// One music bed in the management table, with a preview player.
import { Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { TrackAdminRow_track$key } from "../../__generated__/TrackAdminRow_track.graphql.ts";
import { EditCell, NameWithSlugCell } from "../rowCells.tsx";
import { AudioPreview } from "../../ui/upload/AudioPreview.tsx";
import { formatPlayingTime } from "./trackForm.ts";
import { StateBadge } from "../StateBadge.tsx";

export const trackColumns = ["Position", "Track", "Mood", "BPM", "Length", "Licence", "Preview", "Status", "Actions"] as const;

export function TrackAdminRow({ track, onEdit }: { track: TrackAdminRow_track$key; onEdit: (id: string) => void }) {
  const data = useFragment(
    graphql`
      fragment TrackAdminRow_track on SoundtrackTrack {
        id
        title
        slug
        mood
        bpm
        durationSeconds
        licence
        url
        active
        position
      }
    `,
    track,
  );
  return (
    <Table.Tr data-testid="soundtrack-track">
      <Table.Td>{data.position}</Table.Td>
      <NameWithSlugCell name={data.title} slug={data.slug} />
      <Table.Td>{data.mood}</Table.Td>
      <Table.Td>{data.bpm ?? "—"}</Table.Td>
      <Table.Td>
        <time dateTime={`PT${data.durationSeconds}S`}>{formatPlayingTime(data.durationSeconds)}</time>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} maw={220} title={data.licence}>
          {data.licence}
        </Text>
      </Table.Td>
      <Table.Td>
        <AudioPreview title={data.title} src={data.url} width={220} />
      </Table.Td>
      <Table.Td>
        <StateBadge on={data.active} />
      </Table.Td>
      <EditCell name={data.title} onEdit={() => onEdit(data.id)} />
    </Table.Tr>
  );
}
