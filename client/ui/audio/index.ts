// The shared audio player: one provider at the app root, play buttons anywhere below it.
export { AudioPlayerProvider, useAudioPlayer, type AudioPlayerApi } from "./AudioPlayerProvider.tsx";
export { PlayButton, type PlayButtonProps } from "./PlayButton.tsx";
export { MusicBedPlayButton } from "./MusicBedPlayButton.tsx";
export type { AudioStatus, AudioTrack } from "./audioPlayer.ts";
