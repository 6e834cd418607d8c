// The G.711 tables checked against ffmpeg's pcm_mulaw and pcm_alaw on every 16-bit value: what
// lets a G.711 file be measured from its samples rather than decoded again.
import { describe, expect, it } from "vitest";
import { runFfmpeg } from "./ffmpeg.ts";
import { g711Encode, g711RoundTrip } from "./g711.ts";

const everyValue = Int16Array.from({ length: 65536 }, (_, index) => index - 32768);
const bytesOf = (pcm: Int16Array) => new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);

describe("G.711 as ffmpeg writes and reads it", () => {
  it.each(["mulaw", "alaw"] as const)("%s: every 16-bit value encodes to ffmpeg's byte and decodes to ffmpeg's sample", async (law) => {
    const encoded = await runFfmpeg(["-f", "s16le", "-ar", "8000", "-ac", "1", "-i", "pipe:0", "-c:a", `pcm_${law}`, "-f", law, "pipe:1"], bytesOf(everyValue));
    expect(Array.from(g711Encode(everyValue, law))).toEqual(Array.from(encoded));
    const decoded = await runFfmpeg(["-f", law, "-ar", "8000", "-ac", "1", "-i", "pipe:0", "-c:a", "pcm_s16le", "-f", "s16le", "pipe:1"], encoded);
    expect(Array.from(g711RoundTrip(everyValue, law))).toEqual(Array.from(new Int16Array(decoded.buffer, decoded.byteOffset, decoded.byteLength / 2)));
  });
});
