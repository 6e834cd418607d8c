// Synthetic recordings for the audio tests and the benchmark: deterministic, so a failure can be
// reproduced, and shaped like what the studio delivers (words, pauses, a noise floor; music).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runFfmpeg } from "../../server/audio/ffmpeg.ts";

/** Park–Miller generator: the same "random" recording on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

export type SpeechOptions = {
  rate: number;
  /** Length of the speech itself. */
  seconds: number;
  /** Near-silence (a −75 dBFS noise floor) before and after the speech. */
  leadSeconds?: number;
  tailSeconds?: number;
  /** Peak amplitude of a syllable on 16-bit PCM. */
  amplitude?: number;
  /** Stretches inside the speech that hold only the noise floor, in seconds from the speech start. */
  pauses?: { start: number; end: number }[];
  seed?: number;
};

/**
 * Voice-like mono PCM: syllables of 120–260 ms on a 110–220 Hz fundamental with formant-like
 * harmonics, short gaps between syllables and longer ones between words; the speech starts and
 * ends with a syllable, exactly `seconds` apart.
 */
export function speechLikePcm({ rate, seconds, leadSeconds = 0, tailSeconds = 0, amplitude = 9000, pauses = [], seed = 7 }: SpeechOptions): Int16Array {
  const random = seededRandom(seed);
  const speechStart = Math.round(leadSeconds * rate);
  const speechEnd = speechStart + Math.round(seconds * rate);
  const pcm = new Float64Array(speechEnd + Math.round(tailSeconds * rate));
  for (let i = 0; i < pcm.length; i++) pcm[i] = (random() - 0.5) * 20;
  let cursor = speechStart;
  while (cursor < speechEnd) {
    const length = Math.min(speechEnd - cursor, Math.round((0.12 + random() * 0.14) * rate));
    const fundamental = 110 + random() * 110;
    const formants = [500 + random() * 300, 1200 + random() * 600, 2300 + random() * 500];
    const loudness = amplitude * (0.5 + random() * 0.5);
    const harmonics: { frequency: number; weight: number }[] = [];
    for (let frequency = fundamental; frequency < 3400; frequency += fundamental) {
      harmonics.push({ frequency, weight: formants.reduce((sum, formant, k) => sum + Math.exp(-(((frequency - formant) / 180) ** 2)) / (k + 1), 0.05) });
    }
    for (let j = 0; j < length; j++) {
      const t = j / rate;
      const envelope = Math.sin((Math.PI * j) / length) ** 0.6;
      let sample = 0;
      for (const { frequency, weight } of harmonics) sample += weight * Math.sin(2 * Math.PI * frequency * t);
      pcm[cursor + j] += loudness * envelope * sample * 0.35;
    }
    cursor += length;
    const wordBreak = random() < 0.3;
    const gap = Math.round((wordBreak ? 0.12 + random() * 0.2 : 0.02 + random() * 0.04) * rate);
    // No gap that would leave less than a syllable after it: the speech ends on a syllable, exactly at its end.
    if (speechEnd - (cursor + gap) >= 0.1 * rate) cursor += gap;
  }
  for (const pause of pauses) {
    random();
    for (let i = speechStart + Math.round(pause.start * rate); i < Math.min(speechEnd, speechStart + Math.round(pause.end * rate)); i++) pcm[i] = (random() - 0.5) * 20;
  }
  return Int16Array.from(pcm, (sample) => Math.max(-32768, Math.min(32767, Math.round(sample))));
}

export const MUSIC_BASS_HZ = 98;
export const MUSIC_CHORD_TOP_HZ = 392;

/**
 * Music-bed-like stereo PCM: a 98 Hz bass note under a chord of three sustained tones (262, 330,
 * 392 Hz) with a slow swell, and a soft percussive tick every half second; never silent.
 */
export function musicLikePcm({ rate, seconds, amplitude = 6000 }: { rate: number; seconds: number; amplitude?: number }): Int16Array {
  const frames = Math.round(seconds * rate);
  const pcm = new Int16Array(frames * 2);
  const chord = [261.63, 329.63, MUSIC_CHORD_TOP_HZ];
  for (let i = 0; i < frames; i++) {
    const t = i / rate;
    const swell = 0.8 + 0.2 * Math.sin(2 * Math.PI * 0.25 * t);
    const tick = Math.exp(-((t % 0.5) * 40)) * Math.sin(2 * Math.PI * 1800 * t);
    const tones = (chord.reduce((sum, frequency) => sum + Math.sin(2 * Math.PI * frequency * t), 0) + 0.8 * Math.sin(2 * Math.PI * MUSIC_BASS_HZ * t)) / (chord.length + 1);
    pcm[2 * i] = Math.round(amplitude * (swell * tones + 0.3 * tick));
    pcm[2 * i + 1] = Math.round(amplitude * (swell * tones * 0.9 + 0.3 * tick));
  }
  return pcm;
}

/** 16-bit PCM in a canonical 44-byte-header WAV file. */
export function pcm16Wav(pcm: Int16Array, rate: number, channels = 1): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]);
}

/** A WAV re-encoded by ffmpeg into FLAC or MP3, through a file so that ffmpeg can complete the headers (the MP3's LAME header with its gapless trimming, the FLAC's length). */
export async function transcode(wav: Uint8Array, container: "flac" | "mp3"): Promise<Buffer> {
  const codec = container === "flac" ? ["-c:a", "flac"] : ["-c:a", "libmp3lame", "-b:a", "128k"];
  const dir = await mkdtemp(join(tmpdir(), "studiofront-generate-"));
  try {
    const output = join(dir, `out.${container}`);
    await runFfmpeg(["-i", "pipe:0", ...codec, "-y", output], wav);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
