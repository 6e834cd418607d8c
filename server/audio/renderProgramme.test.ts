// On-hold programmes measured with ffmpeg's astats on stretches of the output whose timing follows
// from the layout rules and the generated recordings: length, codec and rate, peaks, the music's
// level in the gaps against under a message, the repeat of the message cycle, the fades, the
// telephone band, and the refusals.
import { describe, expect, it } from "vitest";
import { FILE_FORMAT_EXTENSIONS } from "../../common/orders/fileFormats.ts";
import { MUSIC_BASS_HZ, MUSIC_CHORD_TOP_HZ, musicLikePcm, pcm16Wav, speechLikePcm } from "../../tests/audio/generate.ts";
import { decodedPcm, energyAt, measure, okiWav, type Measured } from "../../tests/audio/measure.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { PROGRAMME_TIMING, renderProgramme } from "./renderProgramme.ts";
import { DEFAULT_RENDER_RULES, RenderRefusedError, renderTelephoneFile } from "./renderTelephone.ts";

const MASTER_RATE = 44100;
const PROGRAMME_SECONDS = 40;
const rules = DEFAULT_RENDER_RULES;
const lead = rules.leadMs / 1000;
const tail = rules.tailMs / 1000;
const { introSeconds, gapSeconds, outroSeconds, duckFallSeconds, duckRiseSeconds, fadeOutSeconds } = PROGRAMME_TIMING;

// Message A: 4 s of speech with a 1.6 s pause in its middle (only room noise), between room noise
// the renderer trims away. Message B: 2 s of speech.
const A_SPEECH = 4;
const A_PAUSE = { start: 1.2, end: 2.8 };
const B_SPEECH = 2;
const messageA = pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: A_SPEECH, leadSeconds: 0.5, tailSeconds: 0.5, pauses: [A_PAUSE] }), MASTER_RATE);
const messageB = pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: B_SPEECH, leadSeconds: 0.3, tailSeconds: 0.7, seed: 11 }), MASTER_RATE);
// Shorter than the programme, so it must loop.
const musicBed = pcm16Wav(musicLikePcm({ rate: MASTER_RATE, seconds: 7 }), MASTER_RATE, 2);

// Where the layout puts things: A, B, then A again; B does not fit a second time before the outro.
const aLength = lead + A_SPEECH + tail;
const bLength = lead + B_SPEECH + tail;
const a1 = introSeconds;
const b1 = a1 + aLength + gapSeconds;
const a2 = b1 + bLength + gapSeconds;
const musicAfterA2 = a2 + aLength + duckRiseSeconds;

const EXPECTED_CODEC: Record<RenderFormatId, string> = {
  MULAW_8K_WAV: "pcm_mulaw",
  ALAW_8K_WAV: "pcm_alaw",
  PCM16_8K_WAV: "pcm_s16le",
  PCM16_WAV: "pcm_s16le",
  VOX_8K: "adpcm_ima_oki",
  VOX_6K: "adpcm_ima_oki",
  MP3: "mp3",
};

async function measureProgramme(file: Uint8Array, formatId: RenderFormatId) {
  const extension = FILE_FORMAT_EXTENSIONS[formatId];
  return extension === "vox" ? measure(okiWav(file, RENDER_FORMATS[formatId].sampleRate), "wav") : measure(file, extension);
}

const rms = async (measured: Measured, start: number, end: number) => (await measured.stats(start, end)).rmsDb;

describe("rendering an on-hold programme", () => {
  it("has messages long enough for A, B and A again, and no room for B after that", () => {
    expect(b1 + bLength + gapSeconds + aLength + gapSeconds + bLength).toBeGreaterThan(PROGRAMME_SECONDS - outroSeconds);
    expect(a2 + aLength).toBeLessThanOrEqual(PROGRAMME_SECONDS - outroSeconds);
  });

  it.each(Object.keys(RENDER_FORMATS) as RenderFormatId[])("%s: length, codec, peaks, ducking, repeat, fades", async (formatId) => {
    const file = await renderProgramme([messageA, messageB], musicBed, formatId, { programmeSeconds: PROGRAMME_SECONDS, rules });
    const measured = await measureProgramme(file, formatId);
    try {
      expect(measured).toMatchObject({ codec: EXPECTED_CODEC[formatId], sampleRate: RENDER_FORMATS[formatId].sampleRate, channels: "mono" });
      expect(measured.durationSeconds).toBeGreaterThan(PROGRAMME_SECONDS - 0.01);
      // MP3 frames add the encoder's padding (about 50 ms at 44.1 kHz).
      expect(measured.durationSeconds).toBeLessThan(PROGRAMME_SECONDS + (formatId === "MP3" ? 0.08 : 0.01));
      const whole = await measured.stats(0, PROGRAMME_SECONDS);
      expect(whole.peakDb).toBeLessThanOrEqual(-3 + (formatId === "MP3" ? 0.5 : 0.05));

      const gapMusic = await rms(measured, a1 + aLength + duckRiseSeconds + 0.1, b1 - duckFallSeconds - 0.1);
      // In A's pause only the music plays, so it is measured alone: lowered 15–20 dB as long as a message plays, not just during its words.
      const underFirstA = await rms(measured, a1 + lead + A_PAUSE.start + 0.1, a1 + lead + A_PAUSE.end - 0.1);
      expect(gapMusic - underFirstA).toBeGreaterThanOrEqual(14);
      expect(gapMusic - underFirstA).toBeLessThanOrEqual(22);
      // The cycle starts again with A ...
      const underSecondA = await rms(measured, a2 + lead + A_PAUSE.start + 0.1, a2 + lead + A_PAUSE.end - 0.1);
      expect(gapMusic - underSecondA).toBeGreaterThanOrEqual(14);
      // ... but B does not follow: where B's tail would hold lowered music, the music plays at its gap level to the fade-out.
      const bWouldEnd = a2 + aLength + gapSeconds + bLength;
      expect(Math.abs((await rms(measured, bWouldEnd - tail + 0.05, bWouldEnd - 0.05)) - gapMusic)).toBeLessThanOrEqual(2);
      const afterLastMessage = await rms(measured, musicAfterA2 + 0.1, PROGRAMME_SECONDS - fadeOutSeconds - 0.1);
      expect(Math.abs(afterLastMessage - gapMusic)).toBeLessThanOrEqual(2);
      // The voice is as loud as the same message rendered alone as a prompt: the music under it adds next to nothing.
      const speechB = await rms(measured, b1 + lead + 0.05, b1 + lead + B_SPEECH - 0.05);
      const alone = await measureProgramme(await renderTelephoneFile(messageB, formatId, rules), formatId);
      try {
        expect(Math.abs(speechB - (await rms(alone, lead + 0.05, lead + B_SPEECH - 0.05)))).toBeLessThanOrEqual(0.5);
      } finally {
        await alone.dispose();
      }
      expect((await rms(measured, 2.2, a1 - duckFallSeconds - 0.1)) - (await rms(measured, 0, 0.5))).toBeGreaterThanOrEqual(15);
      expect(afterLastMessage - (await rms(measured, PROGRAMME_SECONDS - 0.5, PROGRAMME_SECONDS))).toBeGreaterThanOrEqual(15);
    } finally {
      await measured.dispose();
    }
  });

  it("band-limits the narrowband programmes, music included", async () => {
    const options = { programmeSeconds: 20, rules };
    const narrow = await decodedPcm(await renderProgramme([messageB], musicBed, "PCM16_8K_WAV", options));
    const wide = await decodedPcm(await renderProgramme([messageB], musicBed, "PCM16_WAV", options));
    const bassAgainstChord = (pcm: Int16Array, rate: number) => 10 * Math.log10(energyAt(pcm, rate, MUSIC_BASS_HZ) / energyAt(pcm, rate, MUSIC_CHORD_TOP_HZ));
    expect(bassAgainstChord(wide, 16000) - bassAgainstChord(narrow, 8000)).toBeGreaterThan(20);
  });

  it("refuses a programme too short for its first message, and takes one just long enough", async () => {
    const shortest = Math.ceil(introSeconds + aLength + outroSeconds);
    await expect(renderProgramme([messageA, messageB], musicBed, "VOX_6K", { programmeSeconds: shortest - 1, rules })).rejects.toThrow(
      new RenderRefusedError(`The programme must be at least ${shortest} s long to hold its first message.`),
    );
    const file = await renderProgramme([messageA, messageB], musicBed, "PCM16_8K_WAV", { programmeSeconds: shortest, rules });
    const measured = await measure(file, "wav");
    try {
      expect(measured.durationSeconds).toBeCloseTo(shortest, 2);
      // A is there: the music is lowered in its pause.
      const intro = await rms(measured, 2.2, a1 - duckFallSeconds - 0.1);
      expect(intro - (await rms(measured, a1 + lead + A_PAUSE.start + 0.1, a1 + lead + A_PAUSE.end - 0.1))).toBeGreaterThanOrEqual(14);
    } finally {
      await measured.dispose();
    }
  });

  it("refuses a programme over the size limit before rendering it, stating its size", async () => {
    // 128 kbit/s for 300 s.
    const megabytes = ((300 * 128_000) / 8 / 1024 / 1024).toFixed(1);
    await expect(renderProgramme([messageA], musicBed, "MP3", { programmeSeconds: 300, rules })).rejects.toThrow(
      new RenderRefusedError(`The MP3 programme would be ${megabytes} MB, over the 4.0 MB limit.`),
    );
    await expect(renderProgramme([messageA], musicBed, "VOX_8K", { programmeSeconds: 20, rules: { ...rules, maxBytes: 50_000 } })).rejects.toThrow(/^The Dialogic VOX 8 kHz programme would be 0\.1 MB, over the 0\.0 MB limit\.$/);
  });

  it("refuses programmes without messages, with a silent message or bed, or without a length", async () => {
    const silence = pcm16Wav(new Int16Array(MASTER_RATE * 2), MASTER_RATE);
    const options = { programmeSeconds: 30, rules };
    await expect(renderProgramme([], musicBed, "MULAW_8K_WAV", options)).rejects.toThrow(new RenderRefusedError("A programme needs at least one message."));
    await expect(renderProgramme([messageA, silence], musicBed, "MULAW_8K_WAV", options)).rejects.toThrow(new RenderRefusedError("Message 2 holds no speech."));
    await expect(renderProgramme([messageA], silence, "MULAW_8K_WAV", options)).rejects.toThrow(new RenderRefusedError("The music bed is silent."));
    for (const programmeSeconds of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(renderProgramme([messageA], musicBed, "MULAW_8K_WAV", { programmeSeconds, rules })).rejects.toThrow(
        new RenderRefusedError("The programme length must be a positive number of seconds."),
      );
    }
  });
});
