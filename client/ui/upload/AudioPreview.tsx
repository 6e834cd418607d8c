// A small native audio player for the management screens: a stored recording by its address, or
// a file picked for upload (played from the browser's memory before it is sent). Starting one
// pauses any other preview on the page, so two recordings never play over each other.
import { Text } from "@mantine/core";
import { useEffect, useState, type SyntheticEvent } from "react";

function pauseOthers(event: SyntheticEvent<HTMLAudioElement>) {
  const current = event.currentTarget;
  document.querySelectorAll<HTMLAudioElement>("audio[data-preview]").forEach((audio) => {
    if (audio !== current && !audio.paused) audio.pause();
  });
}

/** An object URL for `file`, revoked when the file changes or the component goes. */
function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export type AudioPreviewProps = {
  /** What is playing, for the player's accessible name: "Preview of Warm welcome". */
  title: string;
  src?: string | null;
  /** A file picked for upload, previewed before it is sent (takes precedence over src). */
  file?: File | null;
  width?: number | string;
};

export function AudioPreview({ title, src, file, width = 260 }: AudioPreviewProps) {
  const [failed, setFailed] = useState(false);
  const fileUrl = useObjectUrl(file);
  const source = fileUrl ?? src ?? null;
  useEffect(() => setFailed(false), [source]);
  if (!source) return null;
  return (
    <>
      <audio
        controls
        preload="none"
        src={source}
        data-preview=""
        aria-label={`Preview of ${title}`}
        style={{ width, maxWidth: "100%", height: 36, display: "block" }}
        onPlay={pauseOthers}
        onError={() => setFailed(true)}
      />
      {failed && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          The recording could not be played.
        </Text>
      )}
    </>
  );
}
