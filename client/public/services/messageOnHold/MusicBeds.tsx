// The music library for on-hold programmes: each bed with its mood, tempo and length, to preview
// in the shared player.
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { MusicBeds_tracks$key } from "../../../__generated__/MusicBeds_tracks.graphql.ts";
import { MusicBedPlayButton } from "../../../ui/audio/index.ts";
import { styleName } from "../../../ui/languages.ts";

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

export function MusicBeds({ tracks: tracksKey, title = "Preview the music beds" }: { tracks: MusicBeds_tracks$key; title?: string }) {
  const tracks = useFragment(
    graphql`
      fragment MusicBeds_tracks on SoundtrackTrack @relay(plural: true) {
        id
        title
        mood
        bpm
        durationSeconds
        licence
        url
      }
    `,
    tracksKey,
  );
  if (tracks.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="music-beds-title">
      <div>
        <Title order={2} fz="h3" id="music-beds-title">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Every track is royalty-free for on-hold use: no fees to collecting societies, for as long as you use the recording.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tracks.map((track) => (
          <Card key={track.id} padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} miw={0}>
                <Text fw={700}>{track.title}</Text>
                <Group gap={6}>
                  <Badge variant="light" color="gray" radius="sm">
                    {styleName(track.mood)}
                  </Badge>
                  {track.bpm ? (
                    <Text size="xs" c="dimmed">
                      {track.bpm} BPM
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatDuration(track.durationSeconds)}
                  </Text>
                </Group>
              </Stack>
              <MusicBedPlayButton track={track} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
