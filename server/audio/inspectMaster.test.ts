// Inspecting uploaded masters: generated recordings of known length in each container, and the
// files the studio must be told about (wrong kind, misnamed, empty, damaged, too large).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { musicLikePcm, pcm16Wav, speechLikePcm, transcode } from "../../tests/audio/generate.ts";
import { runFfmpeg } from "./ffmpeg.ts";
import { inspectMaster as inspectFile, MAX_MASTER_BYTES, MasterRejectedError } from "./inspectMaster.ts";

const RATE = 44100;
// 0.5 s of room noise, 3 s of speech, 0.5 s of room noise.
const SECONDS = 4;

let dir: string;
let written = 0;
/** The master is inspected from a file, as an upload arrives on disk. */
async function inspectMaster(bytes: Uint8Array, fileName: string) {
  const path = join(dir, `upload-${written++}`);
  await writeFile(path, bytes);
  return inspectFile(path, fileName);
}

let wav: Buffer;
let flac: Buffer;
let mp3: Buffer;
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studiofront-inspect-"));
  wav = pcm16Wav(speechLikePcm({ rate: RATE, seconds: 3, leadSeconds: 0.5, tailSeconds: 0.5 }), RATE);
  [flac, mp3] = await Promise.all([transcode(wav, "flac"), transcode(wav, "mp3")]);
});

async function expectRejected(inspection: Promise<unknown>, message: string) {
  const error = await inspection.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MasterRejectedError);
  expect((error as Error).message).toBe(message);
}

describe("inspecting a master", () => {
  it("reads a WAV's container, rate, channels and length", async () => {
    expect(await inspectMaster(wav, "welcome.wav")).toEqual({ container: "wav", durationMs: SECONDS * 1000, sampleRate: RATE, channels: 1 });
  });

  it("reads a stereo 48 kHz WAV whatever the case of its extension", async () => {
    const stereo = pcm16Wav(musicLikePcm({ rate: 48000, seconds: 2.5 }), 48000, 2);
    expect(await inspectMaster(stereo, "Take 3 FINAL.WAV")).toEqual({ container: "wav", durationMs: 2500, sampleRate: 48000, channels: 2 });
  });

  it("reads a FLAC to the sample", async () => {
    expect(await inspectMaster(flac, "welcome.flac")).toEqual({ container: "flac", durationMs: SECONDS * 1000, sampleRate: RATE, channels: 1 });
  });

  it("reads an MP3 with an ID3 tag, its length within the encoder's gapless trimming", async () => {
    expect(mp3.subarray(0, 3).toString("latin1")).toBe("ID3");
    const inspection = await inspectMaster(mp3, "welcome.mp3");
    expect(inspection).toMatchObject({ container: "mp3", sampleRate: RATE, channels: 1 });
    expect(Math.abs(inspection.durationMs - SECONDS * 1000)).toBeLessThanOrEqual(30);
  });

  it("reads an MP3 that starts with a bare frame header", async () => {
    const bare = await runFfmpeg(["-i", "pipe:0", "-c:a", "libmp3lame", "-b:a", "96k", "-id3v2_version", "0", "-write_xing", "0", "-f", "mp3", "pipe:1"], wav);
    expect(bare[0]).toBe(0xff);
    const inspection = await inspectMaster(bare, "welcome.mp3");
    expect(inspection).toMatchObject({ container: "mp3", sampleRate: RATE, channels: 1 });
    // Without the LAME header the decoder keeps the encoder's delay and padding: at most two frames.
    expect(inspection.durationMs - SECONDS * 1000).toBeGreaterThanOrEqual(0);
    expect(inspection.durationMs - SECONDS * 1000).toBeLessThanOrEqual((2 * 1152 * 1000) / RATE);
  });

  it("refuses other kinds of file by their name", async () => {
    for (const name of ["notes.txt", "welcome", "welcome.ogg", "welcome.wav.zip", "welcome.m4a"]) {
      await expectRejected(inspectMaster(wav, name), "The master must be a WAV, FLAC or MP3 file.");
    }
  });

  it("refuses a file whose content is not what its name says", async () => {
    await expectRejected(inspectMaster(flac, "welcome.wav"), "This file is named .wav but is not a WAV recording.");
    await expectRejected(inspectMaster(wav, "welcome.mp3"), "This file is named .mp3 but is not an MP3 recording.");
    await expectRejected(inspectMaster(Buffer.from("Thank you for calling."), "welcome.flac"), "This file is named .flac but is not a FLAC recording.");
    const aac = await runFfmpeg(["-i", "pipe:0", "-c:a", "aac", "-f", "adts", "pipe:1"], wav);
    expect(aac[0]).toBe(0xff);
    await expectRejected(inspectMaster(aac, "welcome.mp3"), "This file is named .mp3 but is not an MP3 recording.");
  });

  it("refuses an empty file and a WAV without samples", async () => {
    await expectRejected(inspectMaster(new Uint8Array(0), "welcome.wav"), "The recording is empty.");
    await expectRejected(inspectMaster(pcm16Wav(new Int16Array(0), RATE), "welcome.wav"), "The recording is empty.");
  });

  it("refuses damaged recordings that ffmpeg cannot decode to the end", async () => {
    const truncatedFlac = flac.subarray(0, Math.floor(flac.length / 2));
    await expectRejected(inspectMaster(truncatedFlac, "welcome.flac"), "The FLAC recording is damaged or incomplete and cannot be played.");
    const scrambledMp3 = Buffer.from(mp3);
    for (let i = Math.floor(mp3.length / 2); i < Math.floor(mp3.length / 2) + 3000; i++) scrambledMp3[i] = (i * 13) & 0xff;
    await expectRejected(inspectMaster(scrambledMp3, "welcome.mp3"), "The MP3 recording is damaged or incomplete and cannot be played.");
    const headerThenNoise = Buffer.concat([wav.subarray(0, 12), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 31) & 0xff))]);
    await expectRejected(inspectMaster(headerThenNoise, "welcome.wav"), "The WAV recording is damaged or incomplete and cannot be played.");
  });

  it("refuses a master over the size limit before decoding it", async () => {
    const tooLarge = new Uint8Array(MAX_MASTER_BYTES + 50 * 1024 * 1024);
    await expectRejected(inspectMaster(tooLarge, "welcome.wav"), '"welcome.wav" is 150.0 MB: a master must be at most 100 MB.');
  });
});
