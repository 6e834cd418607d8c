// The state machine of the app's one audio player (seed.md §4: loading, playing, paused, ready,
// error), as a plain reducer. The provider feeds it what the person asked for (load a track, pause,
// resume, stop) and what the <audio> element reported; every element event carries the id of the
// track it belongs to, so a late event of a track that has been replaced is ignored.

export type AudioStatus = "loading" | "playing" | "paused" | "ready" | "error";

export type AudioTrack = {
  /** Unique per sample: a button shows the player's state only for its own track. */
  id: string;
  /** What the sample is called, for labels and announcements. */
  title: string;
  src: string;
};

export type AudioPlayerState = {
  /** The track in the player; null before anything was played (every button reads "ready"). */
  track: AudioTrack | null;
  status: AudioStatus;
  /** What the screen reader's polite live region says about the latest change. */
  announcement: string;
  /** Why the track could not be played (status "error"). */
  error: string | null;
};

export type MediaEventType = "waiting" | "playing" | "pause" | "ended" | "error" | "blocked";

export type AudioPlayerEvent =
  /** Play a track from the start (another one, or the same again after an error). */
  | { type: "load"; track: AudioTrack }
  /** Play the current track on from where it stopped. */
  | { type: "resume" }
  /** The person paused. */
  | { type: "pause" }
  /** Unload the track (e.g. the person left the page). */
  | { type: "stop" }
  /** The element reports: buffering, playing, paused, finished, failed, or the browser refused to start. */
  | { type: "media"; trackId: string; event: MediaEventType; message?: string };

export const initialAudioPlayerState: AudioPlayerState = { track: null, status: "ready", announcement: "", error: null };

export const audioMessages = {
  playing: (title: string) => `Playing ${title}`,
  paused: "Paused",
  failed: (title: string) => `Could not play ${title}`,
  finished: (title: string) => `Finished ${title}`,
  loadFailed: "The recording could not be loaded.",
  unsupported: "The recording is missing or in a format this browser cannot play.",
} as const;

export function audioPlayerReducer(state: AudioPlayerState, event: AudioPlayerEvent): AudioPlayerState {
  switch (event.type) {
    case "load":
      return { track: event.track, status: "loading", announcement: state.announcement, error: null };
    case "resume":
      // Stays as it is until the element reports "playing" (or "waiting" while it buffers).
      return state.track && (state.status === "paused" || state.status === "ready") ? { ...state, error: null } : state;
    case "pause":
      return state.track && (state.status === "playing" || state.status === "loading") ? { ...state, status: "paused", announcement: audioMessages.paused } : state;
    case "stop":
      return state.track ? { ...initialAudioPlayerState, announcement: state.status === "playing" ? audioMessages.paused : state.announcement } : state;
    case "media":
      return onMediaEvent(state, event);
  }
}

function onMediaEvent(state: AudioPlayerState, event: Extract<AudioPlayerEvent, { type: "media" }>): AudioPlayerState {
  const track = state.track;
  if (!track || track.id !== event.trackId) return state;
  switch (event.event) {
    case "waiting":
      return state.status === "playing" ? { ...state, status: "loading" } : state;
    case "playing":
      return state.status === "playing" ? state : { ...state, status: "playing", announcement: audioMessages.playing(track.title), error: null };
    case "pause":
      return state.status === "playing" || state.status === "loading" ? { ...state, status: "paused", announcement: audioMessages.paused } : state;
    case "ended":
      return { ...state, status: "ready", announcement: audioMessages.finished(track.title) };
    case "blocked":
      // The browser would not start without a gesture: ready for the person to press play.
      return state.status === "loading" ? { ...state, status: "ready" } : state;
    case "error":
      return { ...state, status: "error", announcement: audioMessages.failed(track.title), error: event.message ?? audioMessages.loadFailed };
  }
}

/** What pressing a track's button does in the current state. */
export function playIntent(state: AudioPlayerState, trackId: string): "load" | "pause" | "resume" {
  if (!state.track || state.track.id !== trackId || state.status === "error") return "load";
  if (state.status === "playing" || state.status === "loading") return "pause";
  return "resume";
}

/** The state one track's button shows: the player's when the track is in it, otherwise "ready". */
export function trackStatus(state: AudioPlayerState, trackId: string): AudioStatus {
  return state.track?.id === trackId ? state.status : "ready";
}

/** The words on a play button for each state (icon + label), and its accessible name. */
export function playButtonLabel(status: AudioStatus, title: string): { label: string; name: string } {
  switch (status) {
    case "loading":
      return { label: "Loading…", name: `Loading ${title}` };
    case "playing":
      return { label: "Playing", name: `Playing ${title}, press to pause` };
    case "paused":
      return { label: "Paused", name: `Paused ${title}, press to resume` };
    case "error":
      return { label: "Can't play", name: `Could not play ${title}, press to try again` };
    case "ready":
      return { label: "Play", name: `Play ${title}` };
  }
}

/** A MediaError's code as a sentence. */
export function mediaErrorMessage(code: number | undefined): string {
  // MEDIA_ERR_SRC_NOT_SUPPORTED (4): the file is missing, broken or in a format the browser lacks.
  return code === 4 ? audioMessages.unsupported : audioMessages.loadFailed;
}
