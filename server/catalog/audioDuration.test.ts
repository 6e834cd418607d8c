import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRACKS } from "../db/seed/catalogue.ts";
import { audioDurationSeconds } from "./audioDuration.ts";

const asset = (path: string) => readFileSync(join(process.cwd(), "prisma/seed-assets", path));

function wav(seconds: number, sampleRate = 8000, channels = 1, bitsPerSample = 16) {
  const byteRate = (sampleRate * channels * bitsPerSample) / 8;
  const dataSize = Math.round(seconds * byteRate);
  const buffer = Buffer.alloc(44 + dataSize);
  buffer.write("RIFF", 0, "latin1");
  buffer.writeUInt32LE(36 + dataSize, 4);
  buffer.write("WAVEfmt ", 8, "latin1");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(byteRate, 28);
  buffer.writeUInt16LE((channels * bitsPerSample) / 8, 32);
  buffer.writeUInt16LE(bitsPerSample, 34);
  buffer.write("data", 36, "latin1");
  buffer.writeUInt32LE(dataSize, 40);
  return buffer;
}

function oggPage(granule: bigint, packet: Buffer) {
  const header = Buffer.alloc(28);
  header.write("OggS", 0, "latin1");
  header.writeBigUInt64LE(granule, 6);
  header[26] = 1;
  header[27] = packet.length;
  return Buffer.concat([header, packet]);
}

function box(type: string, ...children: Buffer[]) {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

describe("audioDurationSeconds", () => {
  it("measures the seeded MP3 music beds as their catalogue entries say", () => {
    for (const track of TRACKS) {
      const seconds = audioDurationSeconds(asset(track.file));
      expect(seconds, track.file).not.toBeNull();
      expect(Math.abs(seconds! - track.durationSeconds), track.file).toBeLessThanOrEqual(1);
    }
  });

  it("measures WAV from its data chunk and byte rate", () => {
    expect(audioDurationSeconds(wav(2.5))).toBeCloseTo(2.5, 3);
    expect(audioDurationSeconds(wav(1, 44100, 2))).toBeCloseTo(1, 3);
  });

  it("measures Ogg Vorbis and Opus from the last granule position", () => {
    const vorbisId = Buffer.alloc(30);
    vorbisId.write("\u0001vorbis", 0, "latin1");
    vorbisId.writeUInt32LE(44100, 12);
    expect(audioDurationSeconds(Buffer.concat([oggPage(0n, vorbisId), oggPage(441000n, Buffer.alloc(4))]))).toBeCloseTo(10, 3);
    const opusHead = Buffer.alloc(19);
    opusHead.write("OpusHead", 0, "latin1");
    opusHead.writeUInt16LE(312, 10);
    expect(audioDurationSeconds(Buffer.concat([oggPage(0n, opusHead), oggPage(BigInt(48000 * 3 + 312), Buffer.alloc(4))]))).toBeCloseTo(3, 3);
  });

  it("measures MP4 audio from the movie header", () => {
    const mvhd = Buffer.alloc(100);
    mvhd.writeUInt32BE(1000, 12);
    mvhd.writeUInt32BE(42_500, 16);
    const file = Buffer.concat([box("ftyp", Buffer.from("M4A \0\0\0\0", "latin1")), box("moov", box("mvhd", mvhd))]);
    expect(audioDurationSeconds(file)).toBeCloseTo(42.5, 3);
  });

  it("answers null for bytes that are not audio", () => {
    expect(audioDurationSeconds(Buffer.from("just some text, not audio at all"))).toBeNull();
    expect(audioDurationSeconds(Buffer.alloc(0))).toBeNull();
    expect(audioDurationSeconds(Buffer.alloc(5000, 0xff))).toBeNull();
  });
});
