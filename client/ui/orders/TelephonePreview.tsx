// The telephone rendering of a delivered prompt (8 kHz, band-limited) played in the page, so the
// customer hears it as callers will before putting it on their phone system. Nothing is fetched
// until play is pressed. Starting it pauses any other player on the page.
import { Stack, Text } from "@mantine/core";
import { useState, type SyntheticEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { TelephonePreview_file$key } from "../../__generated__/TelephonePreview_file.graphql.ts";

export const TELEPHONE_PREVIEW_LABEL = "How it sounds on the phone";

function pauseOthers(event: SyntheticEvent<HTMLAudioElement>) {
  const current = event.currentTarget;
  document.querySelectorAll<HTMLAudioElement>("audio").forEach((audio) => {
    if (audio !== current && !audio.paused) audio.pause();
  });
}

export function TelephonePreview({ file, title }: { file: TelephonePreview_file$key; /** The prompt it renders, for the player's accessible name. */ title: string }) {
  const data = useFragment(
    graphql`
      fragment TelephonePreview_file on Deliverable {
        url
      }
    `,
    file,
  );
  const [failed, setFailed] = useState(false);
  if (!data.url) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600}>
        {TELEPHONE_PREVIEW_LABEL}
      </Text>
      <audio
        controls
        preload="none"
        src={data.url}
        aria-label={`${TELEPHONE_PREVIEW_LABEL}: ${title}`}
        style={{ width: "100%", maxWidth: 360, height: 36, display: "block" }}
        onPlay={pauseOthers}
        onError={() => setFailed(true)}
      />
      {failed && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          The preview could not be played. The downloads are not affected.
        </Text>
      )}
    </Stack>
  );
}
