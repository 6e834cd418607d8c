// The files a master recording is rendered into: codec and rate of each, and whether it is
// narrowband telephone audio (band-limited to 300–3400 Hz). One entry per format a customer can
// order, no more: `satisfies` fails the build when FILE_FORMATS and this table drift apart.
import type { FileFormat } from "../../common/orders/fileFormats.ts";

export type RenderFormat = {
  sampleRate: number;
  narrowband: boolean;
  /** ffmpeg's encoder; null: the OKI ADPCM encoder in okiAdpcm.ts. */
  codec: "pcm_mulaw" | "pcm_alaw" | "pcm_s16le" | "libmp3lame" | null;
  bitrateKbps?: number;
};

export const RENDER_FORMATS = {
  MULAW_8K_WAV: { sampleRate: 8000, narrowband: true, codec: "pcm_mulaw" },
  ALAW_8K_WAV: { sampleRate: 8000, narrowband: true, codec: "pcm_alaw" },
  PCM16_8K_WAV: { sampleRate: 8000, narrowband: true, codec: "pcm_s16le" },
  PCM16_WAV: { sampleRate: 16000, narrowband: false, codec: "pcm_s16le" },
  VOX_8K: { sampleRate: 8000, narrowband: true, codec: null },
  VOX_6K: { sampleRate: 6000, narrowband: true, codec: null },
  MP3: { sampleRate: 44100, narrowband: false, codec: "libmp3lame", bitrateKbps: 128 },
} as const satisfies Record<FileFormat, RenderFormat>;

export type RenderFormatId = keyof typeof RENDER_FORMATS;

/** Bytes of audio a second of the format takes, headers aside. */
export function audioBytesPerSecond(format: RenderFormat): number {
  if (format.bitrateKbps) return (format.bitrateKbps * 1000) / 8;
  const bitsPerSample = format.codec === null ? 4 : format.codec === "pcm_s16le" ? 16 : 8;
  return (format.sampleRate * bitsPerSample) / 8;
}
