// A sample's play button in the shared player: its icon and label show the track's state (ready,
// loading, playing, paused, error), and pressing it plays, pauses or resumes the track. Starting
// it stops whatever else was playing. The failure reason shows as the button's tooltip (the native
// one: a page lists dozens of samples, and a Mantine Tooltip on each renders every button twice
// while the page hydrates) and is read out with the button.
import { Button, Loader, VisuallyHidden, type ButtonProps } from "@mantine/core";
import { useId } from "react";
import { playButtonLabel, trackStatus, type AudioStatus, type AudioTrack } from "./audioPlayer.ts";
import { useAudioPlayer } from "./AudioPlayerProvider.tsx";

function StateIcon({ status, size }: { status: AudioStatus; size: number }) {
  if (status === "loading") return <Loader size={size - 2} color="currentColor" aria-hidden="true" />;
  const common = { width: size, height: size, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
  if (status === "playing")
    return (
      <svg {...common} fill="currentColor">
        <rect x="6" y="5" width="4" height="14" rx="1" />
        <rect x="14" y="5" width="4" height="14" rx="1" />
      </svg>
    );
  if (status === "error")
    return (
      <svg {...common} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5h.01" />
      </svg>
    );
  return (
    <svg {...common} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

const colorOf: Record<AudioStatus, string | undefined> = { ready: undefined, loading: undefined, playing: undefined, paused: undefined, error: "red" };

export type PlayButtonProps = {
  track: AudioTrack;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  fullWidth?: boolean;
};

export function PlayButton({ track, size = "sm", variant = "light", fullWidth }: PlayButtonProps) {
  const { state, toggle } = useAudioPlayer();
  const status = trackStatus(state, track.id);
  const { label, name } = playButtonLabel(status, track.title);
  const iconSize = size === "xs" ? 14 : size === "lg" || size === "xl" ? 20 : 16;
  const errorId = useId();
  const error = status === "error" ? state.error : null;
  return (
    <>
      <Button
        type="button"
        size={size}
        variant={status === "playing" ? "filled" : variant}
        color={colorOf[status]}
        fullWidth={fullWidth}
        leftSection={<StateIcon status={status} size={iconSize} />}
        onClick={() => toggle(track)}
        aria-label={name}
        aria-describedby={error ? errorId : undefined}
        title={error ?? undefined}
        data-audio-state={status}
        justify={fullWidth ? "flex-start" : undefined}
      >
        {label}
      </Button>
      {error && <VisuallyHidden id={errorId}>{error}</VisuallyHidden>}
    </>
  );
}
