// The files a master recording is rendered into: rate and band of each, the encoder that writes
// it, and how to read it back for measuring. One entry per format a customer can order, no more:
// `satisfies` fails the build when FILE_FORMATS and this table drift apart.
import type { FileFormat } from "../../common/orders/fileFormats.ts";

export type FfmpegEncoding = {
  /** ffmpeg's encoder and muxer (the container it writes). */
  codec: "pcm_mulaw" | "pcm_alaw" | "pcm_s16le" | "adpcm_g722" | "adpcm_g726" | "libmp3lame" | "aac" | "libopencore_amrnb";
  muxer: "wav" | "mulaw" | "alaw" | "s16le" | "g722" | "mp3" | "ipod" | "amr";
  bitrate?: string;
};

export type RenderFormat = {
  sampleRate: number;
  /** Telephone band (300–3400 Hz, measured on it) rather than wideband (from 80 Hz). */
  narrowband: boolean;
  /** null: Dialogic VOX, written by the OKI ADPCM encoder of okiAdpcm.ts. */
  encoding: FfmpegEncoding | null;
  /** Bits of audio a second takes, headers aside. */
  bitsPerSecond: number;
  /**
   * How far the codec moves speech's P.56 level, typically (measured on the test's speech-like
   * masters): the first encoding makes up for it, so most files are right without a second.
   */
  levelShiftDb?: number;
  /** How far the codec's peaks may overshoot the samples it was given: the limiter's first ceiling is that far below the file's. */
  peakOvershootDb?: number;
};

export const RENDER_FORMATS = {
  MULAW_8K_WAV: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_mulaw", muxer: "wav" }, bitsPerSecond: 64_000 },
  ALAW_8K_WAV: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_alaw", muxer: "wav" }, bitsPerSecond: 64_000 },
  PCM16_8K_WAV: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_s16le", muxer: "wav" }, bitsPerSecond: 128_000 },
  PCM16_WAV: { sampleRate: 16000, narrowband: false, encoding: { codec: "pcm_s16le", muxer: "wav" }, bitsPerSecond: 256_000 },
  MULAW_8K_RAW: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_mulaw", muxer: "mulaw" }, bitsPerSecond: 64_000 },
  ALAW_8K_RAW: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_alaw", muxer: "alaw" }, bitsPerSecond: 64_000 },
  SLN_8K: { sampleRate: 8000, narrowband: true, encoding: { codec: "pcm_s16le", muxer: "s16le" }, bitsPerSecond: 128_000 },
  G722: { sampleRate: 16000, narrowband: false, encoding: { codec: "adpcm_g722", muxer: "g722" }, bitsPerSecond: 64_000 },
  G726_8K_WAV: { sampleRate: 8000, narrowband: true, encoding: { codec: "adpcm_g726", muxer: "wav", bitrate: "32k" }, bitsPerSecond: 32_000, levelShiftDb: -0.4, peakOvershootDb: 1.3 },
  VOX_8K: { sampleRate: 8000, narrowband: true, encoding: null, bitsPerSecond: 32_000, levelShiftDb: -0.4 },
  VOX_6K: { sampleRate: 6000, narrowband: true, encoding: null, bitsPerSecond: 24_000, levelShiftDb: -0.4 },
  AMR_NB: { sampleRate: 8000, narrowband: true, encoding: { codec: "libopencore_amrnb", muxer: "amr", bitrate: "12.2k" }, bitsPerSecond: 12_200, levelShiftDb: -0.5 },
  M4A: { sampleRate: 44100, narrowband: false, encoding: { codec: "aac", muxer: "ipod", bitrate: "96k" }, bitsPerSecond: 96_000 },
  MP3: { sampleRate: 44100, narrowband: false, encoding: { codec: "libmp3lame", muxer: "mp3", bitrate: "128k" }, bitsPerSecond: 128_000, levelShiftDb: -0.45 },
} as const satisfies Record<FileFormat, RenderFormat>;

export type RenderFormatId = keyof typeof RENDER_FORMATS;

export const MEDIA_TYPES: Record<RenderFormatId, string> = {
  MULAW_8K_WAV: "audio/wav",
  ALAW_8K_WAV: "audio/wav",
  PCM16_8K_WAV: "audio/wav",
  PCM16_WAV: "audio/wav",
  MULAW_8K_RAW: "audio/basic",
  ALAW_8K_RAW: "application/octet-stream",
  SLN_8K: "application/octet-stream",
  G722: "audio/G722",
  G726_8K_WAV: "audio/wav",
  VOX_8K: "application/octet-stream",
  VOX_6K: "application/octet-stream",
  AMR_NB: "audio/amr",
  M4A: "audio/mp4",
  MP3: "audio/mpeg",
};

/** ffmpeg's input options for reading a file of the format back (headerless formats say what they hold); VOX is read by okiAdpcm.ts. */
export function decoderInputArgs(format: RenderFormat): string[] {
  const raw = format.encoding && ["mulaw", "alaw", "s16le", "g722"].includes(format.encoding.muxer);
  if (!raw) return [];
  const muxer = format.encoding!.muxer;
  return muxer === "g722" ? ["-f", "g722"] : ["-f", muxer, "-ar", String(format.sampleRate), "-ac", "1"];
}

/** Bytes of audio a second of the format takes, headers aside. */
export function audioBytesPerSecond(format: RenderFormat): number {
  return format.bitsPerSecond / 8;
}
