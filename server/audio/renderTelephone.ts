// Renders one master recording (WAV, FLAC or MP3) into delivery formats: ffmpeg decodes,
// resamples and band-limits it; speechLevel.ts trims it to the studio's silences and sets the
// telephone level; ffmpeg (or the OKI encoder for VOX) writes the file. The decoding, levelling,
// encoding and size check are exported for renderProgramme.ts.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FILE_FORMAT_EXTENSIONS, FILE_FORMAT_LABELS } from "../../common/orders/fileFormats.ts";
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

/** A recording ffmpeg can read, as mono 16-bit sample values at `rate`, band-limited to the telephone band when `narrowband`. */
export async function decodeToMono(recording: Uint8Array, rate: number, narrowband: boolean): Promise<Float64Array> {
  // Two cascaded 2-pole filters: 24 dB/octave outside the telephone band.
  const band = narrowband ? ["-af", "highpass=f=300,highpass=f=300,lowpass=f=3400,lowpass=f=3400"] : [];
  const raw = await runFfmpeg(["-i", "pipe:0", "-ac", "1", ...band, "-ar", String(rate), "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"], recording);
  const samples = new Int16Array(raw.buffer, raw.byteOffset, Math.floor(raw.byteLength / 2));
  return Float64Array.from(samples);
}

/** The speech of a decoded recording with exactly the rules' silences around it, at the telephone level; null when it holds no speech. */
export function levelledSpeech(decoded: Float64Array, rate: number, rules: RenderRules): Float64Array | null {
  const trimmed = trimAroundSpeech(decoded, rate, rules.leadMs, rules.tailMs);
  return trimmed.length === 0 ? null : toTelephoneLevel(trimmed, rate);
}

/** 16-bit mono PCM at the format's rate, written as a file of that format. */
export async function encodeInFormat(pcm: Int16Array, formatId: RenderFormatId): Promise<Uint8Array> {
  const format: (typeof RENDER_FORMATS)[RenderFormatId] = RENDER_FORMATS[formatId];
  if (format.codec === null) return encodeOkiAdpcm(pcm);
  // Through files: a WAV header states its length, which ffmpeg can only write to a seekable output.
  const dir = await mkdtemp(join(tmpdir(), "studiofront-render-"));
  try {
    const input = join(dir, "in.raw");
    const output = join(dir, `out.${FILE_FORMAT_EXTENSIONS[formatId]}`);
    await writeFile(input, new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const bitrate = "bitrateKbps" in format ? ["-b:a", `${format.bitrateKbps}k`] : [];
    await runFfmpeg(["-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", input, "-c:a", format.codec, ...bitrate, "-map_metadata", "-1", "-y", output]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Refuses a file of `bytes` over the rules' limit; `what` names it for the studio ("The MP3 file"). */
export function refuseOverLimit(bytes: number, what: string, rules: RenderRules): void {
  if (bytes > rules.maxBytes) {
    throw new RenderRefusedError(`${what} would be ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${(rules.maxBytes / 1024 / 1024).toFixed(1)} MB limit.`);
  }
}

export async function renderTelephoneFile(master: Uint8Array, formatId: RenderFormatId, rules: RenderRules = DEFAULT_RENDER_RULES): Promise<Uint8Array> {
  const files = await renderTelephoneFiles(master, [formatId], rules);
  return files.get(formatId)!;
}

/**
 * The master in several formats. Formats of the same rate and band share one decoding and one
 * levelling (the four 8 kHz telephone formats are decoded once); the decodings and the encoders
 * run side by side, so the ffmpeg processes use both cores while this thread levels.
 */
export async function renderTelephoneFiles(master: Uint8Array, formatIds: readonly RenderFormatId[], rules: RenderRules = DEFAULT_RENDER_RULES): Promise<Map<RenderFormatId, Uint8Array>> {
  const groups = new Map<string, RenderFormatId[]>();
  for (const formatId of new Set(formatIds)) {
    const { sampleRate, narrowband } = RENDER_FORMATS[formatId];
    const key = `${sampleRate}/${narrowband}`;
    groups.set(key, [...(groups.get(key) ?? []), formatId]);
  }
  const files = new Map<RenderFormatId, Uint8Array>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { sampleRate, narrowband } = RENDER_FORMATS[group[0]];
      const speech = levelledSpeech(await decodeToMono(master, sampleRate, narrowband), sampleRate, rules);
      if (!speech) throw new RenderRefusedError("The master recording holds no speech.");
      const pcm = toInt16(speech);
      await Promise.all(
        group.map(async (formatId) => {
          const file = await encodeInFormat(pcm, formatId);
          refuseOverLimit(file.byteLength, `The ${FILE_FORMAT_LABELS[formatId]} file`, rules);
          files.set(formatId, file);
        }),
      );
    }),
  );
  return new Map(formatIds.map((formatId) => [formatId, files.get(formatId)!]));
}
