// Recordings the P.56 meter is checked on, and what ITU-T G.191's `actlev` reports for them.
// The generators are deterministic (integer random numbers, rounding to 16 bits), so the figures
// below hold for exactly the samples the tests make. They are kept here, not shared with other
// tests' generators, because a change to any sample would invalidate the reference figures.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** xorshift32: the same "random" sequence on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

const toInt16 = (sample: number) => Math.max(-32768, Math.min(32767, Math.round(sample)));

/** A 1 kHz tone of the given amplitude in bursts of `onSeconds` each followed by `offSeconds` of digital silence. */
export function toneBursts(rate: number, { amplitude, onSeconds, offSeconds, bursts }: { amplitude: number; onSeconds: number; offSeconds: number; bursts: number }): Int16Array {
  const on = Math.round(onSeconds * rate);
  const period = on + Math.round(offSeconds * rate);
  const pcm = new Int16Array(bursts * period);
  for (let i = 0; i < pcm.length; i++) {
    if (i % period < on) pcm[i] = toInt16(amplitude * Math.sin((2 * Math.PI * 1000 * i) / rate));
  }
  return pcm;
}

export interface SpeechLikeOptions {
  seconds: number;
  /** Amplitude of a talkspurt at its loudest syllable, before its random gain of 0 to −6 dB. */
  amplitude: number;
  /** RMS of the noise floor under everything, on the 16-bit scale. */
  noiseRms: number;
  seed: number;
}

/**
 * Talkspurts of 0.4–1.6 s and pauses of 0.3–1.5 s, starting with a pause: in each talkspurt a
 * 90–230 Hz voiced harmonic series and breath noise, amplitude-modulated by 3–6 syllables a
 * second; a Gaussian-like noise floor throughout.
 */
export function speechLikeBursts(rate: number, { seconds, amplitude, noiseRms, seed }: SpeechLikeOptions): Int16Array {
  const random = seededRandom(seed);
  const pcm = new Int16Array(Math.round(seconds * rate));
  let talking = false;
  let i = 0;
  while (i < pcm.length) {
    const length = Math.round((talking ? 0.4 + 1.2 * random() : 0.3 + 1.2 * random()) * rate);
    const fundamental = 90 + 140 * random();
    const syllablesPerSecond = 3 + 3 * random();
    const gain = amplitude * 10 ** ((-6 * random()) / 20);
    const harmonics = Math.min(10, Math.floor((0.4 * rate) / fundamental));
    let breath = 0;
    for (let j = 0; j < length && i < pcm.length; j++, i++) {
      // Sum of three uniforms: unit RMS once doubled.
      let sample = (random() + random() + random() - 1.5) * 2 * noiseRms;
      breath = 0.7 * breath + 0.3 * (random() - 0.5);
      if (talking) {
        const t = j / rate;
        const syllable = Math.abs(Math.sin(Math.PI * syllablesPerSecond * t)) ** 1.5 * Math.sin((Math.PI * j) / length) ** 0.3;
        let voiced = 0;
        for (let h = 1; h <= harmonics; h++) voiced += Math.sin(2 * Math.PI * h * fundamental * t) / h;
        sample += gain * syllable * (0.4 * voiced + 1.2 * breath);
      }
      pcm[i] = toInt16(sample);
    }
    talking = !talking;
  }
  return pcm;
}

/** A single full-scale sample in a second of digital silence. */
export function loneClick(rate: number): Int16Array {
  const pcm = new Int16Array(rate);
  pcm[rate / 2] = 32767;
  return pcm;
}

/**
 * 5.1 s of synthetic speech as 8 kHz 16-bit little-endian PCM, made once with
 * `espeak-ng -v en-us -s 160 -w prompt.wav "Thank you for calling. Please hold, the next agent will be with you shortly."`
 * (espeak-ng 1.51) and `ffmpeg -i prompt.wav -ar 8000 -ac 1 -f s16le -c:a pcm_s16le` (the bundled ffmpeg).
 */
export function espeakPrompt(): Int16Array {
  const bytes = readFileSync(fileURLToPath(new URL("./fixtures/thank-you-for-calling-8khz.s16le", import.meta.url)));
  const pcm = new Int16Array(bytes.length / 2);
  for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(2 * i);
  return pcm;
}

export interface ActlevFigures {
  name: string;
  rate: number;
  samples: () => Int16Array;
  /** actlev's "Samples", "Min", "Max", "DC", "RMSLev[dB]", "ActLev[dB]" and "%Active". */
  sampleCount: number;
  min: number;
  max: number;
  dc: number;
  rmsLevelDbov: number;
  activeLevelDbov: number;
  activePercent: number;
}

// What ITU-T G.191's actlev prints for each recording: openitu/STL at commit
// 139db49783b5096abf40d4f271d74fda9d591d20, src/sv56/actlevel.c with sv-p56.c and ugst-utl.c
// built by gcc 12.2 -O2, run as `actlev -q -sf <rate> <file>` on the samples written as raw
// 16-bit little-endian PCM.
export const ACTLEV_FIGURES: ActlevFigures[] = [
  {
    name: "1 kHz tone bursts at 8 kHz",
    rate: 8000,
    samples: () => toneBursts(8000, { amplitude: 10000, onSeconds: 0.6, offSeconds: 0.9, bursts: 4 }),
    sampleCount: 48000, min: -10000, max: 10000, dc: 0, rmsLevelDbov: -17.299, activeLevelDbov: -14.974, activePercent: 58.556,
  },
  {
    name: "a steady 1 kHz tone of RMS 2600 (the telephone level) at 8 kHz",
    rate: 8000,
    samples: () => toneBursts(8000, { amplitude: 2600 * Math.SQRT2, onSeconds: 5, offSeconds: 0, bursts: 1 }),
    sampleCount: 40000, min: -3677, max: 3677, dc: 0, rmsLevelDbov: -22.009, activeLevelDbov: -21.988, activePercent: 99.504,
  },
  {
    name: "loud speech-like talkspurts at 8 kHz",
    rate: 8000,
    samples: () => speechLikeBursts(8000, { seconds: 20, amplitude: 27000, noiseRms: 10, seed: 1 }),
    sampleCount: 160000, min: -23603, max: 23527, dc: 1.92, rmsLevelDbov: -20.946, activeLevelDbov: -18.625, activePercent: 58.596,
  },
  {
    name: "speech-like talkspurts near the telephone level at 8 kHz",
    rate: 8000,
    samples: () => speechLikeBursts(8000, { seconds: 20, amplitude: 16000, noiseRms: 5, seed: 2 }),
    sampleCount: 160000, min: -13256, max: 13676, dc: 3.7, rmsLevelDbov: -25.734, activeLevelDbov: -23.531, activePercent: 60.211,
  },
  {
    name: "quiet speech-like talkspurts at 8 kHz",
    rate: 8000,
    samples: () => speechLikeBursts(8000, { seconds: 10, amplitude: 700, noiseRms: 2, seed: 3 }),
    sampleCount: 80000, min: -664, max: 584, dc: -0.1, rmsLevelDbov: -51.648, activeLevelDbov: -50.229, activePercent: 72.127,
  },
  {
    name: "speech-like talkspurts at 16 kHz",
    rate: 16000,
    samples: () => speechLikeBursts(16000, { seconds: 20, amplitude: 12000, noiseRms: 8, seed: 4 }),
    sampleCount: 320000, min: -9984, max: 10108, dc: 0.41, rmsLevelDbov: -27.538, activeLevelDbov: -25.277, activePercent: 59.413,
  },
  {
    name: "speech-like talkspurts at 44.1 kHz",
    rate: 44100,
    samples: () => speechLikeBursts(44100, { seconds: 20, amplitude: 12000, noiseRms: 8, seed: 5 }),
    sampleCount: 882000, min: -10917, max: 11146, dc: 0.67, rmsLevelDbov: -28.027, activeLevelDbov: -25.621, activePercent: 57.463,
  },
  {
    name: "espeak-ng speech at 8 kHz",
    rate: 8000,
    samples: espeakPrompt,
    sampleCount: 40748, min: -23272, max: 21728, dc: 21.28, rmsLevelDbov: -22.418, activeLevelDbov: -21.957, activePercent: 89.928,
  },
];
