// The app's one audio player: a single HTMLAudioElement shared by every play button, so starting a
// sample stops any other. Mounted once at the root; buttons reach it with `useAudioPlayer()`.
// Its state (audioPlayer.ts) shows on each button and is announced in a polite live region:
// "Playing <title>", "Paused", "Could not play <title>". A missing or broken file ends in the
// error state of its button, never in a crash.
import { VisuallyHidden } from "@mantine/core";
import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import {
  audioPlayerReducer,
  initialAudioPlayerState,
  mediaErrorMessage,
  playIntent,
  type AudioPlayerState,
  type AudioTrack,
  type MediaEventType,
} from "./audioPlayer.ts";

export type AudioPlayerApi = {
  state: AudioPlayerState;
  /** Play the track, or pause it when it is playing (what a play button does). */
  toggle(track: AudioTrack): void;
  pause(): void;
  /** Unload whatever is in the player. */
  stop(): void;
};

const AudioPlayerContext = createContext<AudioPlayerApi | null>(null);

const MEDIA_EVENTS: ReadonlyArray<[keyof HTMLMediaElementEventMap, MediaEventType]> = [
  ["waiting", "waiting"],
  ["playing", "playing"],
  ["pause", "pause"],
  ["ended", "ended"],
  ["error", "error"],
];

export function AudioPlayerProvider({ children, stopKey }: { children: ReactNode; /** Changing it stops playback (e.g. the page's path). */ stopKey?: string }) {
  const [state, dispatch] = useReducer(audioPlayerReducer, initialAudioPlayerState);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  /** The id of the track whose source is in the element: element events are tagged with it. */
  const loadedId = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (typeof Audio === "undefined") return;
    const audio = new Audio();
    audio.preload = "none";
    audioRef.current = audio;
    const listeners = MEDIA_EVENTS.map(([name, event]) => {
      const listener = () => {
        const trackId = loadedId.current;
        if (!trackId) return;
        // The end of a recording also pauses the element: report it as the end only.
        if (event === "pause" && audio.ended) return;
        dispatch({ type: "media", trackId, event, message: event === "error" ? mediaErrorMessage(audio.error?.code) : undefined });
      };
      audio.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
      audioRef.current = null;
      loadedId.current = null;
    };
  }, []);

  const play = useCallback((audio: HTMLAudioElement, trackId: string) => {
    audio.play().catch((error: unknown) => {
      if (loadedId.current !== trackId) return;
      const name = error instanceof DOMException ? error.name : "";
      // AbortError: another track (or a pause) replaced this one; the element reports the rest.
      if (name === "AbortError") return;
      if (name === "NotAllowedError") dispatch({ type: "media", trackId, event: "blocked" });
      else dispatch({ type: "media", trackId, event: "error", message: mediaErrorMessage(audio.error?.code ?? (name === "NotSupportedError" ? 4 : undefined)) });
    });
  }, []);

  const toggle = useCallback(
    (track: AudioTrack) => {
      const audio = audioRef.current;
      if (!audio) return;
      const intent = playIntent(stateRef.current, track.id);
      if (intent === "pause") {
        dispatch({ type: "pause" });
        audio.pause();
        return;
      }
      if (intent === "resume") {
        dispatch({ type: "resume" });
        play(audio, track.id);
        return;
      }
      loadedId.current = track.id;
      dispatch({ type: "load", track });
      audio.pause();
      audio.src = track.src;
      play(audio, track.id);
    },
    [play],
  );

  const pause = useCallback(() => {
    dispatch({ type: "pause" });
    audioRef.current?.pause();
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    loadedId.current = null;
    dispatch({ type: "stop" });
    if (!audio) return;
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
  }, []);

  const firstStopKey = useRef(stopKey);
  useEffect(() => {
    if (stopKey === firstStopKey.current) return;
    firstStopKey.current = stopKey;
    if (loadedId.current) stop();
  }, [stopKey, stop]);

  const api = useMemo<AudioPlayerApi>(() => ({ state, toggle, pause, stop }), [state, toggle, pause, stop]);

  return (
    <AudioPlayerContext value={api}>
      {children}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="audio-announcer">
        {state.announcement}
      </VisuallyHidden>
    </AudioPlayerContext>
  );
}

export function useAudioPlayer(): AudioPlayerApi {
  const api = use(AudioPlayerContext);
  if (!api) throw new Error("useAudioPlayer() needs the AudioPlayerProvider at the root of the app.");
  return api;
}
