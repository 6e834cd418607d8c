// The files a master recording is rendered into: codec, rate and container of each, and whether
// it is narrowband telephone audio (band-limited to 300–3400 Hz).
export type RenderFormat = {
  extension: "wav" | "vox" | "mp3";
  sampleRate: number;
  narrowband: boolean;
  /** ffmpeg's encoder; null: the OKI ADPCM encoder in okiAdpcm.ts. */
  codec: "pcm_mulaw" | "pcm_alaw" | "pcm_s16le" | "libmp3lame" | null;
  bitrate?: string;
};

export const RENDER_FORMATS = {
  MULAW_8K_WAV: { extension: "wav", sampleRate: 8000, narrowband: true, codec: "pcm_mulaw" },
  ALAW_8K_WAV: { extension: "wav", sampleRate: 8000, narrowband: true, codec: "pcm_alaw" },
  PCM16_8K_WAV: { extension: "wav", sampleRate: 8000, narrowband: true, codec: "pcm_s16le" },
  PCM16_WAV: { extension: "wav", sampleRate: 16000, narrowband: false, codec: "pcm_s16le" },
  VOX_8K: { extension: "vox", sampleRate: 8000, narrowband: true, codec: null },
  VOX_6K: { extension: "vox", sampleRate: 6000, narrowband: true, codec: null },
  MP3: { extension: "mp3", sampleRate: 44100, narrowband: false, codec: "libmp3lame", bitrate: "128k" },
} as const satisfies Record<string, RenderFormat>;

export type RenderFormatId = keyof typeof RENDER_FORMATS;
