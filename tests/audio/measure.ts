// Measuring rendered audio with ffmpeg, independently of the code that rendered it: its stream
// (codec, rate, channels, duration) and astats' RMS and peak levels over a stretch of it.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegPath, runFfmpeg } from "../../server/audio/ffmpeg.ts";
import { decodeDelivered } from "../../server/audio/pcmStreams.ts";
import { RENDER_FORMATS, type RenderFormatId } from "../../server/audio/renderFormats.ts";

function ffmpegStderr(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(ffmpegPath(), ["-hide_banner", ...args], { maxBuffer: 64 * 1024 * 1024 }, (_error, _stdout, stderr) => resolve(stderr));
  });
}

/** Raw OKI ADPCM in a WAV container (format tag 0x0010), the way ffmpeg reads it. */
export function okiWav(vox: Uint8Array, rate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + vox.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(0x0010, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate / 2, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(4, 34);
  header.write("data", 36);
  header.writeUInt32LE(vox.length, 40);
  return Buffer.concat([header, vox]);
}

export type Measured = { codec: string; sampleRate: number; channels: string; durationSeconds: number; stats: (start: number, end: number) => Promise<{ rmsDb: number; peakDb: number }> };

/** Writes `file` to a temporary folder and measures it with ffmpeg. */
export async function measure(file: Uint8Array, extension: string): Promise<Measured & { dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "studiofront-measure-"));
  const path = join(dir, `file.${extension}`);
  await writeFile(path, file);
  const info = await ffmpegStderr(["-i", path]);
  const stream = /Audio: (\w+)[^,]*, (\d+) Hz, (\w+)/.exec(info);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(info);
  if (!stream || !duration) throw new Error(`ffmpeg could not read the file:\n${info}`);
  return {
    codec: stream[1],
    sampleRate: Number(stream[2]),
    channels: stream[3],
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    async stats(start, end) {
      const out = await ffmpegStderr(["-i", path, "-af", `atrim=start=${start}:end=${end},astats`, "-f", "null", "-"]);
      const value = (name: string) => {
        const all = [...out.matchAll(new RegExp(`${name} dB: (-?[\\d.]+|-inf)`, "g"))];
        const last = all.at(-1)?.[1];
        if (last === undefined) throw new Error(`astats gave no ${name}:\n${out}`);
        return last === "-inf" ? -Infinity : Number(last);
      };
      return { rmsDb: value("RMS level"), peakDb: value("Peak level") };
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Any file ffmpeg reads, decoded to 16-bit PCM (mono files stay mono). */
export async function decodedPcm(file: Uint8Array): Promise<Int16Array> {
  const raw = await runFfmpeg(["-i", "pipe:0", "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"], file);
  return new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
}

/** Energy of `frequency` in 16-bit PCM (Goertzel). */
export function energyAt(pcm: Int16Array, rate: number, frequency: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let previous = 0;
  let beforePrevious = 0;
  for (const sample of pcm) {
    const current = sample + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  return previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
}

/** In-place radix-2 FFT of `re` + i·`im` (length a power of two). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b] * wr - im[b] * wi;
        const ti = re[b] * wi + im[b] * wr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

/** Power spectrum of `pcm` averaged over Hann-windowed frames of `size` samples: power per bin, bin k at k·rate/size Hz. */
export function powerSpectrum(pcm: ArrayLike<number>, size = 4096): Float64Array {
  const power = new Float64Array(size / 2);
  const window = Float64Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
  for (let start = 0; start + size <= pcm.length; start += size / 2) {
    const re = new Float64Array(size);
    const im = new Float64Array(size);
    for (let i = 0; i < size; i++) re[i] = pcm[start + i] * window[i];
    fft(re, im);
    for (let k = 0; k < size / 2; k++) power[k] += re[k] ** 2 + im[k] ** 2;
  }
  return power;
}

/** Share of the signal's energy above `hz` (0 to 1). */
export function energyShareAbove(pcm: ArrayLike<number>, rate: number, hz: number): number {
  const power = powerSpectrum(pcm);
  const binHz = rate / (2 * power.length);
  let above = 0;
  let total = 0;
  power.forEach((value, k) => {
    total += value;
    if (k * binHz > hz) above += value;
  });
  return total === 0 ? 0 : above / total;
}

/** A delivered file of any format decoded whole, as the product's own reader (pcmStreams.ts) reads it. */
export async function decodedFile(path: string, formatId: RenderFormatId): Promise<Float32Array> {
  const chunks: Float32Array[] = [];
  for await (const chunk of decodeDelivered(path, RENDER_FORMATS[formatId])) chunks.push(chunk);
  const all = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
