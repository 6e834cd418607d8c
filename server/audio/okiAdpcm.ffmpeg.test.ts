// The VOX encoder checked against an independent decoder: ffmpeg's adpcm_ima_oki.
import { describe, expect, it } from "vitest";
import { runFfmpeg } from "./ffmpeg.ts";
import { decodeOkiAdpcm, encodeOkiAdpcm } from "./okiAdpcm.ts";

/** A WAV header around raw OKI ADPCM (format tag 0x0010), the container ffmpeg reads it from. */
function okiWav(vox: Uint8Array, rate: number): Buffer {
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
