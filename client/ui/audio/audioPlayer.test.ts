import { describe, expect, it } from "vitest";
import {
  audioMessages,
  audioPlayerReducer,
  initialAudioPlayerState,
  mediaErrorMessage,
  playButtonLabel,
  playIntent,
  trackStatus,
  type AudioPlayerEvent,
  type AudioPlayerState,
} from "./audioPlayer.ts";

const greeting = { id: "s1", title: "IVR greeting", src: "/api/files/1" };
const onHold = { id: "s2", title: "On-hold message", src: "/api/files/2" };

const run = (events: AudioPlayerEvent[], from: AudioPlayerState = initialAudioPlayerState) => events.reduce(audioPlayerReducer, from);
const media = (trackId: string, event: Extract<AudioPlayerEvent, { type: "media" }>["event"], message?: string): AudioPlayerEvent => ({ type: "media", trackId, event, message });

describe("audio player state machine", () => {
  it("starts ready with nothing loaded", () => {
    expect(initialAudioPlayerState).toEqual({ track: null, status: "ready", announcement: "", error: null });
    expect(trackStatus(initialAudioPlayerState, "s1")).toBe("ready");
    expect(playIntent(initialAudioPlayerState, "s1")).toBe("load");
  });

  it("loads, plays, pauses and resumes a track, announcing each change", () => {
    const loading = run([{ type: "load", track: greeting }]);
    expect(loading.status).toBe("loading");
    expect(loading.track).toBe(greeting);
    expect(playIntent(loading, "s1")).toBe("pause");

    const playing = audioPlayerReducer(loading, media("s1", "playing"));
    expect(playing.status).toBe("playing");
    expect(playing.announcement).toBe("Playing IVR greeting");
    expect(playIntent(playing, "s1")).toBe("pause");

    const paused = audioPlayerReducer(playing, { type: "pause" });
    expect(paused.status).toBe("paused");
    expect(paused.announcement).toBe("Paused");
    expect(playIntent(paused, "s1")).toBe("resume");
    // The element confirms the pause: nothing changes.
    expect(audioPlayerReducer(paused, media("s1", "pause"))).toEqual(paused);

    const resumed = run([{ type: "resume" }, media("s1", "playing")], paused);
    expect(resumed.status).toBe("playing");
    expect(resumed.announcement).toBe("Playing IVR greeting");
  });

  it("shows buffering as loading and the end of the recording as ready", () => {
    const playing = run([{ type: "load", track: greeting }, media("s1", "playing")]);
    expect(audioPlayerReducer(playing, media("s1", "waiting")).status).toBe("loading");
    const ended = audioPlayerReducer(playing, media("s1", "ended"));
    expect(ended.status).toBe("ready");
    expect(ended.announcement).toBe(audioMessages.finished("IVR greeting"));
    expect(playIntent(ended, "s1")).toBe("resume");
  });

  it("starting another track replaces the first, whose late events are ignored", () => {
    const first = run([{ type: "load", track: greeting }, media("s1", "playing")]);
    const second = audioPlayerReducer(first, { type: "load", track: onHold });
    expect(second.track).toBe(onHold);
    expect(trackStatus(second, "s1")).toBe("ready");
    expect(trackStatus(second, "s2")).toBe("loading");
    expect(playIntent(second, "s1")).toBe("load");
    // The first track's element events arrive after the switch.
    expect(run([media("s1", "pause"), media("s1", "error"), media("s1", "playing")], second)).toEqual(second);
    expect(audioPlayerReducer(second, media("s2", "playing")).announcement).toBe("Playing On-hold message");
  });

  it("a broken file ends in the error state with a reason, and pressing again reloads it", () => {
    const failed = run([{ type: "load", track: greeting }, media("s1", "error", mediaErrorMessage(4))]);
    expect(failed.status).toBe("error");
    expect(failed.announcement).toBe("Could not play IVR greeting");
    expect(failed.error).toBe(audioMessages.unsupported);
    expect(playIntent(failed, "s1")).toBe("load");
    const retry = audioPlayerReducer(failed, { type: "load", track: greeting });
    expect(retry.status).toBe("loading");
    expect(retry.error).toBeNull();
  });

  it("a refused autoplay leaves the track ready to be started by hand", () => {
    const blocked = run([{ type: "load", track: greeting }, media("s1", "blocked")]);
    expect(blocked.status).toBe("ready");
    expect(playIntent(blocked, "s1")).toBe("resume");
  });

  it("stop unloads the track", () => {
    const playing = run([{ type: "load", track: greeting }, media("s1", "playing")]);
    const stopped = audioPlayerReducer(playing, { type: "stop" });
    expect(stopped.track).toBeNull();
    expect(stopped.status).toBe("ready");
    expect(audioPlayerReducer(initialAudioPlayerState, { type: "stop" })).toBe(initialAudioPlayerState);
  });

  it("ignores requests that make no sense in the current state", () => {
    expect(audioPlayerReducer(initialAudioPlayerState, { type: "pause" })).toBe(initialAudioPlayerState);
    expect(audioPlayerReducer(initialAudioPlayerState, { type: "resume" })).toBe(initialAudioPlayerState);
    expect(audioPlayerReducer(initialAudioPlayerState, media("s1", "playing"))).toBe(initialAudioPlayerState);
  });

  it("labels each state on the button, icon aside", () => {
    expect(playButtonLabel("ready", "IVR greeting")).toEqual({ label: "Play", name: "Play IVR greeting" });
    expect(playButtonLabel("loading", "IVR greeting").label).toBe("Loading…");
    expect(playButtonLabel("playing", "IVR greeting").name).toMatch(/^Playing IVR greeting/);
    expect(playButtonLabel("paused", "IVR greeting").name).toMatch(/^Paused IVR greeting/);
    expect(playButtonLabel("error", "IVR greeting").name).toMatch(/^Could not play IVR greeting/);
  });
});
