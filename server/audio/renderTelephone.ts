// Renders one master recording (WAV, FLAC or MP3) into one delivery format: ffmpeg decodes,
// resamples and band-limits it; speechLevel.ts trims it to the studio's silences and sets the
// telephone level; ffmpeg (or the OKI encoder for VOX) writes the file.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runFfmpeg } from "./ffmpeg.ts";
import { encodeOkiAdpcm } from "./okiAdpcm.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { toInt16, toTelephoneLevel, trimAroundSpeech } from "./speechLevel.ts";

export type RenderRules = {
  /** Silence kept before the first word. */
  leadMs: number;
  /** Silence kept after the last word. */
  tailMs: number;
  /** A file larger than this is refused: phone systems cap their uploads. */
  maxBytes: number;
};

export const DEFAULT_RENDER_RULES: RenderRules = { leadMs: 150, tailMs: 500, maxBytes: 4 * 1024 * 1024 };

/** A rendering that cannot succeed as asked; the message is for the studio. */
export class RenderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderRefusedError";
  }
}

/** The master as 16-bit mono PCM at `rate`, band-limited for narrowband formats. */
async function decodeMaster(master: Uint8Array, rate: number, narrowband: boolean): Promise<Float64Array> {
  // Two cascaded 2-pole filters: 24 dB/octave outside the telephone band.
  const band = narrowband ? ["-af", "highpass=f=300,highpass=f=300,lowpass=f=3400,lowpass=f=3400"] : [];
  const raw = await runFfmpeg(["-i", "pipe:0", "-ac", "1", ...band, "-ar", String(rate), "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"], master);
  const samples = new Int16Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 2));
  return Float64Array.from(samples);
}

async function encode(pcm: Int16Array, format: (typeof RENDER_FORMATS)[RenderFormatId]): Promise<Uint8Array> {
  if (format.codec === null) return encodeOkiAdpcm(pcm);
  // Through files: a WAV header states its length, which ffmpeg can only write to a seekable output.
  const dir = await mkdtemp(join(tmpdir(), "studiofront-render-"));
  try {
    const input = join(dir, "in.raw");
    const output = join(dir, `out.${format.extension}`);
    await writeFile(input, new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const bitrate = "bitrate" in format ? ["-b:a", format.bitrate] : [];
    await runFfmpeg(["-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", input, "-c:a", format.codec, ...bitrate, "-map_metadata", "-1", "-y", output]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function renderTelephoneFile(master: Uint8Array, formatId: RenderFormatId, rules: RenderRules = DEFAULT_RENDER_RULES): Promise<Uint8Array> {
  const format = RENDER_FORMATS[formatId];
  const decoded = await decodeMaster(master, format.sampleRate, format.narrowband);
  const trimmed = trimAroundSpeech(decoded, format.sampleRate, rules.leadMs, rules.tailMs);
  if (trimmed.length === 0) throw new RenderRefusedError("The master recording holds no speech.");
  const file = await encode(toInt16(toTelephoneLevel(trimmed, format.sampleRate)), format);
  if (file.byteLength > rules.maxBytes) {
    throw new RenderRefusedError(`The ${formatId} file would be ${(file.byteLength / 1024 / 1024).toFixed(1)} MB, over the ${(rules.maxBytes / 1024 / 1024).toFixed(1)} MB limit.`);
  }
  return file;
}
