// The play button of a music bed (on-hold music), kept at its size beside the track's details.
import { PlayButton } from "./PlayButton.tsx";

export function MusicBedPlayButton({ track }: { track: { id: string; title: string; url: string } }) {
  return (
    <div style={{ flex: "none" }}>
      <PlayButton track={{ id: track.id, title: `music bed ${track.title}`, src: track.url }} size="xs" />
    </div>
  );
}
