import { describe, expect, it } from "vitest";
import { decodeOkiAdpcm, encodeOkiAdpcm } from "./okiAdpcm.ts";

const RATE = 8000;

function tone(seconds: number, frequencies: number[], amplitude: number): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < pcm.length; i++) {
    const t = i / RATE;
    pcm[i] = Math.round((amplitude / frequencies.length) * frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0));
  }
  return pcm;
}

/** Signal-to-noise ratio in dB of `decoded` against `original`, after `skip` samples of start-up. */
function snr(original: Int16Array, decoded: Int16Array, skip = 400): number {
  let signal = 0;
  let noise = 0;
  for (let i = skip; i < original.length; i++) {
    signal += original[i] ** 2;
    noise += (original[i] - decoded[i]) ** 2;
  }
  return 10 * Math.log10(signal / noise);
}

describe("OKI ADPCM (Dialogic VOX)", () => {
  it("packs two samples a byte, the earlier in the high nibble", () => {
    const vox = encodeOkiAdpcm(new Int16Array([8000, 8000, 8000]));
    expect(vox).toHaveLength(2);
    // A rise from silence: positive nibbles with the largest delta first.
    expect(vox[0] >> 4).toBe(7);
    expect(vox[1] & 0x0f).toBe(0);
  });

  it("round-trips speech-band tones at telephone quality", () => {
    const original = tone(2, [300, 800, 1500], 12000);
    const decoded = decodeOkiAdpcm(encodeOkiAdpcm(original));
    expect(decoded).toHaveLength(original.length);
    // 4-bit ADPCM of a band-limited signal: well above 20 dB.
    expect(snr(original, decoded)).toBeGreaterThan(20);
  });

  it("follows silence and full-scale signals without overflowing the 12-bit range", () => {
    const loud = tone(0.5, [500], 32767);
    const decoded = decodeOkiAdpcm(encodeOkiAdpcm(loud));
    expect(Math.max(...decoded)).toBeLessThanOrEqual(2047 * 16);
    expect(Math.min(...decoded)).toBeGreaterThanOrEqual(-2048 * 16);
    expect(snr(loud, decoded)).toBeGreaterThan(15);
    const quiet = decodeOkiAdpcm(encodeOkiAdpcm(new Int16Array(800)));
    expect(Math.max(...quiet.map(Math.abs))).toBeLessThanOrEqual(16 * 2);
  });
});
