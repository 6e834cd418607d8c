// The music bed of an on-hold programme: one of the studio's licensed tracks, each with a preview
// in the shared player.
import { Badge, Card, Group, Radio, SimpleGrid, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { MusicBedPicker_tracks$key } from "../__generated__/MusicBedPicker_tracks.graphql.ts";
import { styleName } from "../ui/languages.ts";
import { MusicBedPlayButton } from "../ui/audio/index.ts";
import classes from "./order.module.css";
import type { DraftUpdate, FieldErrors } from "./wizardDraft.ts";

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function MusicBedPicker({ tracks: tracksKey, draft, onChange, errors }: { tracks: MusicBedPicker_tracks$key; draft: OrderDraft; onChange: DraftUpdate; errors: FieldErrors }) {
  const tracks = useFragment(
    graphql`
      fragment MusicBedPicker_tracks on SoundtrackTrack @relay(plural: true) {
        id
        title
        mood
        bpm
        durationSeconds
        url
      }
    `,
    tracksKey,
  );
  return (
    <Radio.Group
      label="Music bed"
      description="Your messages are mixed over this track. Press play to preview; every track is licensed for on-hold use."
      required
      size="md"
      value={draft.trackId}
      error={errors.trackId}
      onChange={(trackId) => onChange((current) => ({ ...current, trackId }))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {tracks.map((track) => (
          <Card key={track.id} padding="sm" className={classes.option} data-selected={track.id === draft.trackId || undefined}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Radio
                value={track.id}
                label={<Text fw={600}>{track.title}</Text>}
                description={
                  <Group gap={6} component="span">
                    <Badge component="span" variant="light" color="gray" radius="sm" size="sm">
                      {styleName(track.mood)}
                    </Badge>
                    <span>
                      {track.bpm ? `${track.bpm} BPM · ` : ""}
                      {minutes(track.durationSeconds)}
                    </span>
                  </Group>
                }
              />
              <MusicBedPlayButton track={track} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
