// The VOX encoder checked against an independent decoder: ffmpeg's adpcm_ima_oki.
import { describe, expect, it } from "vitest";
import { okiWav } from "../../tests/audio/measure.ts";
import { runFfmpeg } from "./ffmpeg.ts";
import { decodeOkiAdpcm, encodeOkiAdpcm } from "./okiAdpcm.ts";

function speechLike(rate: number, seconds: number): Int16Array {
  const pcm = new Int16Array(rate * seconds);
  for (let i = 0; i < pcm.length; i++) {
    const t = i / rate;
    const envelope = 0.55 + 0.45 * Math.sin(2 * Math.PI * 3 * t);
    pcm[i] = Math.round(9000 * envelope * (0.6 * Math.sin(2 * Math.PI * 220 * t) + 0.3 * Math.sin(2 * Math.PI * 880 * t) + 0.1 * Math.sin(2 * Math.PI * 1900 * t)));
  }
  return pcm;
}

describe("OKI ADPCM through ffmpeg's decoder", () => {
  it.each([6000, 8000])("ffmpeg decodes %i Hz VOX to exactly the samples the encoder predicted", async (rate) => {
    const original = speechLike(rate, 2);
    const vox = encodeOkiAdpcm(original);
    const decoded = await runFfmpeg(["-i", "pipe:0", "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"], okiWav(vox, rate));
    const samples = new Int16Array(decoded.buffer, decoded.byteOffset, decoded.byteLength / 2);
    expect(samples.length).toBe(original.length);
    expect(Array.from(samples)).toEqual(Array.from(decodeOkiAdpcm(vox)));
    let signal = 0;
    let noise = 0;
    for (let i = 400; i < original.length; i++) {
      signal += original[i] ** 2;
      noise += (original[i] - samples[i]) ** 2;
    }
    expect(10 * Math.log10(signal / noise)).toBeGreaterThan(20);
  });
});
