// On-hold programmes rendered from files into every delivery format, each decoded again as a
// phone system plays it and measured on stretches whose timing follows from the plan's layout and
// the generated recordings: length, peaks, the music's level in the gaps against under a message,
// the repeat of the message cycle, the voice's level, the telephone band, the loop point (the
// end runs into the start without a dip or a click), the layout settings and the refusals.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_FORMAT_EXTENSIONS } from "../../common/orders/fileFormats.ts";
import { PROGRAMME_LAYOUT_LABELS } from "../../common/orders/programmeLayout.ts";
import { MUSIC_BASS_HZ, MUSIC_CHORD_TOP_HZ, musicLikePcm, pcm16Wav, speechLikePcm } from "../../tests/audio/generate.ts";
import { decodedFile, energyAt, energyShareAbove } from "../../tests/audio/measure.ts";
import { NO_FAULTS } from "./cleanupChain.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { DEFAULT_PROGRAMME_LAYOUT, placeMessages, PROGRAMME_LIMITS, PROGRAMME_MIX, ProgrammeSources, renderProgramme, type ProgrammeLayout, type ProgrammeMessage } from "./renderProgramme.ts";
import { DEFAULT_RENDER_RULES, RenderRefusedError } from "./renderRules.ts";
import { renderTelephoneFiles } from "./renderTelephone.ts";

const MASTER_RATE = 44100;
const ALL_FORMATS = Object.keys(RENDER_FORMATS) as RenderFormatId[];
const rules = DEFAULT_RENDER_RULES;
const lead = rules.leadMs / 1000;
const tail = rules.tailMs / 1000;
const { duckFallSeconds, duckRiseSeconds } = PROGRAMME_MIX;
const layout: ProgrammeLayout = { ...DEFAULT_PROGRAMME_LAYOUT, programmeSeconds: 36 };
const { programmeSeconds, introSeconds, gapSeconds } = layout;

// Message A: 4 s of speech with a 1.6 s pause in its middle (only room noise), between room noise
// the renderer trims away. Message B: 2 s of speech.
const A_SPEECH = 4;
const A_PAUSE = { start: 1.2, end: 2.8 };
const B_SPEECH = 2;
const aLength = lead + A_SPEECH + tail;
const bLength = lead + B_SPEECH + tail;

// Where the default layout puts them: A, B, then A again; B does not fit a second time.
const a1 = introSeconds;
const b1 = a1 + aLength + gapSeconds;
const a2 = b1 + bLength + gapSeconds;
const afterA2 = a2 + aLength + duckRiseSeconds;

// The test bed's chord swells by ±2 dB every four seconds: levels of half a second are compared
// with the gap's music within 3 dB; a fade, a dip or ducking is 14 dB or more.
const SWELL_DB = 3;

let dir: string;
let messageA: ProgrammeMessage;
let messageB: ProgrammeMessage;
let silentMessage: ProgrammeMessage;
let musicBed: string;
let silentBed: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studiofront-programme-test-"));
  const file = async (name: string, wav: Buffer) => {
    const path = join(dir, name);
    await writeFile(path, wav);
    return path;
  };
  messageA = { path: await file("a.wav", pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: A_SPEECH, leadSeconds: 0.5, tailSeconds: 0.5, pauses: [A_PAUSE] }), MASTER_RATE)), faults: NO_FAULTS };
  messageB = { path: await file("b.wav", pcm16Wav(speechLikePcm({ rate: MASTER_RATE, seconds: B_SPEECH, leadSeconds: 0.3, tailSeconds: 0.7, seed: 11 }), MASTER_RATE)), faults: NO_FAULTS };
  const silence = pcm16Wav(new Int16Array(MASTER_RATE * 2), MASTER_RATE);
  silentMessage = { path: await file("silent-message.wav", silence), faults: NO_FAULTS };
  silentBed = await file("silent-bed.wav", silence);
  // Shorter than the programme, so it must loop.
  musicBed = await file("bed.wav", pcm16Wav(musicLikePcm({ rate: MASTER_RATE, seconds: 7 }), MASTER_RATE, 2));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Decoded = { samples: Float32Array; rate: number; durationMs: number; encodings?: number };

/** Renders a programme into a fresh folder and decodes the file again. */
async function render(messages: ProgrammeMessage[], formatId: RenderFormatId, programmeLayout: ProgrammeLayout = layout): Promise<Decoded> {
  const workDir = await mkdtemp(join(dir, `${formatId}-`));
  const outPath = join(workDir, `programme.${FILE_FORMAT_EXTENSIONS[formatId]}`);
  const { durationMs, encodings } = await renderProgramme(messages, musicBed, formatId, outPath, { layout: programmeLayout, rules, workDir });
  return { samples: await decodedFile(outPath, formatId), rate: RENDER_FORMATS[formatId].sampleRate, durationMs, encodings };
}

const levelDb = (samples: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return 10 * Math.log10(sum / samples.length / 32768 ** 2);
};

/** RMS level in dBFS of the stretch [start, end) seconds. */
const rms = ({ samples, rate }: Decoded, start: number, end: number) => levelDb(samples.subarray(Math.round(start * rate), Math.round(end * rate)));

const peakDbfs = (samples: Float32Array) => 20 * Math.log10(samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0) / 32768);

/** The loop point as a phone system plays it again and again: the last samples, then the first. */
function loopPoint(decoded: Decoded) {
  const { samples, rate } = decoded;
  const seconds = samples.length / rate;
  const quarter = Math.round(0.25 * rate);
  const wrap = new Float32Array(2 * quarter);
  wrap.set(samples.subarray(samples.length - quarter));
  wrap.set(samples.subarray(0, quarter), quarter);
  const around = Math.round(0.05 * rate);
  let largestStep = 0;
  for (let i = samples.length - around + 1; i < samples.length; i++) largestStep = Math.max(largestStep, Math.abs(samples[i] - samples[i - 1]));
  for (let i = 1; i < around; i++) largestStep = Math.max(largestStep, Math.abs(samples[i] - samples[i - 1]));
  // 5 ms stretches over the 40 ms before and after the wrap, against the level of all of them.
  const stretch = Math.round(0.005 * rate);
  const close = new Float32Array(16 * stretch);
  close.set(samples.subarray(samples.length - 8 * stretch));
  close.set(samples.subarray(0, 8 * stretch), 8 * stretch);
  const stretchLevels = Array.from({ length: 16 }, (_, k) => levelDb(close.subarray(k * stretch, (k + 1) * stretch)));
  return {
    last: rms(decoded, seconds - 0.5, seconds),
    first: rms(decoded, 0, 0.5),
    acrossWrap: levelDb(wrap),
    stepAcross: Math.abs(samples[0] - samples[samples.length - 1]),
    largestStep,
    /** How many of those 5 ms stretches are more than 12 dB below their level together: a hole. */
    silentStretches: stretchLevels.filter((level) => level < levelDb(close) - 12).length,
  };
}

// Codecs with frames (MP3, AAC, AMR) may add part of a frame to the samples they were given.
const FRAMED: RenderFormatId[] = ["MP3", "M4A", "AMR_NB"];

describe("the layout of a programme", () => {
  it("places A, B and A again after the intro with gaps between them, and no B that does not fit", () => {
    const rate = 8000;
    const placements = placeMessages([Math.round(aLength * rate), Math.round(bLength * rate)], programmeSeconds * rate, rate, layout);
    expect(placements).toEqual([
      { start: a1 * rate, message: 0 },
      { start: Math.round(b1 * rate), message: 1 },
      { start: Math.round(a2 * rate), message: 0 },
    ]);
    expect(a2 + aLength + gapSeconds).toBeLessThanOrEqual(programmeSeconds);
    expect(a2 + aLength + gapSeconds + bLength + gapSeconds).toBeGreaterThan(programmeSeconds);
  });

  it("follows the plan's intro and gap: an 8 s intro and 3 s gaps move every message", async () => {
    const moved = { programmeSeconds: 30, introSeconds: 8, gapSeconds: 3 };
    const programme = await render([messageA, messageB], "PCM16_8K_WAV", moved);
    const b = moved.introSeconds + aLength + moved.gapSeconds;
    const secondA = b + bLength + moved.gapSeconds;
    expect(placeMessages([Math.round(aLength * 8000), Math.round(bLength * 8000)], 30 * 8000, 8000, moved).map(({ start, message }) => [start / 8000, message])).toEqual([
      [8, 0],
      [expect.closeTo(b, 3), 1],
      [expect.closeTo(secondA, 3), 0],
    ]);
    // Music alone where the default layout already has A speaking …
    const intro = rms(programme, 2.5, moved.introSeconds - duckFallSeconds - 0.1);
    expect(Math.abs(rms(programme, a1 + lead + 0.1, a1 + lead + A_PAUSE.start - 0.1) - intro)).toBeLessThanOrEqual(SWELL_DB);
    // … A at 8 s: the music is lowered in its pause …
    expect(intro - rms(programme, 8 + lead + A_PAUSE.start + 0.1, 8 + lead + A_PAUSE.end - 0.1)).toBeGreaterThanOrEqual(14);
    // … 3 s of music after it, B, 3 s of music, and A again, lowered in its pause.
    expect(Math.abs(rms(programme, 8 + aLength + duckRiseSeconds + 0.1, b - duckFallSeconds - 0.1) - intro)).toBeLessThanOrEqual(SWELL_DB);
    expect(intro - rms(programme, secondA + lead + A_PAUSE.start + 0.1, secondA + lead + A_PAUSE.end - 0.1)).toBeGreaterThanOrEqual(14);
  }, 60_000);
});

describe("rendering an on-hold programme", () => {
  it("makes up for a codec's known level shift before the first encoding: a G.726 programme is encoded once (two or three times when the shift was learnt from the file)", async () => {
    expect(RENDER_FORMATS.G726_8K_WAV.levelShiftDb).toBeLessThan(0);
    const programme = await render([messageA, messageB], "G726_8K_WAV");
    expect(programme.encodings).toBe(1);
  }, 120_000);

  it.each(ALL_FORMATS)(
    "%s: length, peaks, ducking, repeat, voice level, a seamless loop",
    async (formatId) => {
      const programme = await render([messageA, messageB], formatId);
      // Encoded once: the codec's typical shift is made up for beforehand, and what is left stays within the aim.
      expect(programme.encodings).toBe(1);
      const { samples, rate } = programme;
      const seconds = samples.length / rate;
      // AAC programmes are whole 1024-sample frames: the frame padding would be silence at the loop point.
      expect(Math.abs(programme.durationMs - programmeSeconds * 1000)).toBeLessThanOrEqual(formatId === "M4A" ? 12 : 0);
      expect(seconds).toBeGreaterThanOrEqual(programme.durationMs / 1000 - 0.001);
      expect(seconds).toBeLessThanOrEqual(programme.durationMs / 1000 + (FRAMED.includes(formatId) ? 0.025 : 0.001));
      expect(peakDbfs(samples)).toBeLessThanOrEqual(-3);

      const gapMusic = rms(programme, a1 + aLength + duckRiseSeconds + 0.1, b1 - duckFallSeconds - 0.1);
      // In A's pause only the music plays, so it is measured alone: lowered 14–22 dB as long as a message plays, not just during its words.
      const underFirstA = rms(programme, a1 + lead + A_PAUSE.start + 0.1, a1 + lead + A_PAUSE.end - 0.1);
      expect(gapMusic - underFirstA).toBeGreaterThanOrEqual(14);
      expect(gapMusic - underFirstA).toBeLessThanOrEqual(22);
      // The cycle starts again with A …
      const underSecondA = rms(programme, a2 + lead + A_PAUSE.start + 0.1, a2 + lead + A_PAUSE.end - 0.1);
      expect(gapMusic - underSecondA).toBeGreaterThanOrEqual(14);
      // … but B does not follow: the music plays at its gap level to the end.
      expect(Math.abs(rms(programme, afterA2 + 0.1, programmeSeconds - 0.1) - gapMusic)).toBeLessThanOrEqual(SWELL_DB);

      // The voice is as loud as the same message rendered alone: the music under it adds next to nothing.
      const alone = await renderTelephoneFiles(messageB.path, [formatId], { rules, faults: NO_FAULTS, workDir: await mkdtemp(join(dir, `alone-${formatId}-`)) });
      const aloneDecoded: Decoded = { samples: await decodedFile(alone.get(formatId)!.path, formatId), rate, durationMs: alone.get(formatId)!.durationMs };
      const speechB = rms(programme, b1 + lead + 0.05, b1 + lead + B_SPEECH - 0.05);
      expect(Math.abs(speechB - rms(aloneDecoded, lead + 0.05, lead + B_SPEECH - 0.05))).toBeLessThanOrEqual(0.5);

      // The loop point: no fade, no dip to silence where the end runs into the start, no click.
      const loop = loopPoint(programme);
      expect(Math.abs(loop.last - gapMusic)).toBeLessThanOrEqual(SWELL_DB);
      expect(Math.abs(loop.first - gapMusic)).toBeLessThanOrEqual(SWELL_DB);
      expect(loop.acrossWrap).toBeGreaterThanOrEqual(Math.max(loop.first, loop.last) - 3);
      expect(loop.stepAcross).toBeLessThanOrEqual(loop.largestStep);
      // AMR's decoder begins every play with 5 ms of silence and its encoder pads the last frame
      // with 15 ms more: a hole no loop point removes, held here to what it is.
      expect(loop.silentStretches).toBeLessThanOrEqual(formatId === "AMR_NB" ? 4 : 0);
    },
    120_000,
  );

  it("band-limits the narrowband programmes, music included", async () => {
    const short = { ...layout, programmeSeconds: 30 };
    const narrow = await render([messageB], "PCM16_8K_WAV", short);
    const wide = await render([messageB], "PCM16_WAV", short);
    const bassAgainstChord = ({ samples, rate }: Decoded) => {
      const pcm = Int16Array.from(samples, Math.round);
      return 10 * Math.log10(energyAt(pcm, rate, MUSIC_BASS_HZ) / energyAt(pcm, rate, MUSIC_CHORD_TOP_HZ));
    };
    expect(bassAgainstChord(wide) - bassAgainstChord(narrow)).toBeGreaterThan(20);
    expect(energyShareAbove(narrow.samples, 8000, 3400)).toBeLessThan(0.002);
  }, 60_000);
});

describe("refusals", () => {
  it("refuses a programme too short for its first message, and takes one just long enough", async () => {
    const roomy = { programmeSeconds: 30, introSeconds: 20, gapSeconds: 10 };
    const shortest = Math.ceil(roomy.introSeconds + aLength + roomy.gapSeconds);
    const workDir = await mkdtemp(join(dir, "short-"));
    await expect(renderProgramme([messageA, messageB], musicBed, "VOX_6K", join(workDir, "short.vox"), { layout: { ...roomy, programmeSeconds: shortest - 1 }, rules, workDir })).rejects.toThrow(
      new RenderRefusedError(`The programme must be at least ${shortest} s long to hold its first message.`),
    );
    const programme = await render([messageA, messageB], "PCM16_8K_WAV", { ...roomy, programmeSeconds: shortest });
    expect(programme.samples.length / 8000).toBeCloseTo(shortest, 2);
    // A is there, alone: the music is lowered in its pause and plays at its intro level after it.
    const intro = rms(programme, 2.5, roomy.introSeconds - duckFallSeconds - 0.1);
    const start = roomy.introSeconds;
    expect(intro - rms(programme, start + lead + A_PAUSE.start + 0.1, start + lead + A_PAUSE.end - 0.1)).toBeGreaterThanOrEqual(14);
    expect(Math.abs(rms(programme, start + aLength + duckRiseSeconds + 0.1, shortest - 0.1) - intro)).toBeLessThanOrEqual(SWELL_DB);
  }, 60_000);

  it("prepares the messages and bed once per band for every format of a programme, into the same files as alone", async () => {
    const workDir = await mkdtemp(join(dir, "shared-"));
    const sources = new ProgrammeSources([messageA, messageB], musicBed, workDir);
    expect(sources.preparedMessages(RENDER_FORMATS.MULAW_8K_WAV)).toBe(sources.preparedMessages(RENDER_FORMATS.G726_8K_WAV));
    expect(sources.preparedMessages(RENDER_FORMATS.MULAW_8K_WAV)).not.toBe(sources.preparedMessages(RENDER_FORMATS.VOX_6K));
    for (const formatId of ["MULAW_8K_WAV", "G726_8K_WAV"] as const) {
      const shared = join(workDir, `shared-${formatId}`);
      const alone = join(workDir, `alone-${formatId}`);
      await renderProgramme([messageA, messageB], musicBed, formatId, shared, { layout, rules, workDir, sources });
      await renderProgramme([messageA, messageB], musicBed, formatId, alone, { layout, rules, workDir: await mkdtemp(join(dir, "alone-")) });
      expect((await readFile(shared)).equals(await readFile(alone))).toBe(true);
    }
  }, 60_000);

  it("refuses programmes without messages, with a silent message or a silent bed", async () => {
    const workDir = await mkdtemp(join(dir, "refusals-"));
    const options = { layout, rules, workDir };
    const out = join(workDir, "programme.wav");
    await expect(renderProgramme([], musicBed, "MULAW_8K_WAV", out, options)).rejects.toThrow(new RenderRefusedError("A programme needs at least one message."));
    await expect(renderProgramme([messageA, silentMessage], musicBed, "MULAW_8K_WAV", out, options)).rejects.toThrow(new RenderRefusedError("Message 2 holds no speech."));
    await expect(renderProgramme([messageA], silentBed, "MULAW_8K_WAV", out, options)).rejects.toThrow(new RenderRefusedError("The music bed is silent."));
  });

  it.each(Object.keys(PROGRAMME_LIMITS) as (keyof ProgrammeLayout)[])("refuses a layout whose %s is outside its limits", async (key) => {
    const [min, max] = PROGRAMME_LIMITS[key];
    const workDir = await mkdtemp(join(dir, `limits-${key}-`));
    for (const value of [min - 1, max + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(renderProgramme([messageA], musicBed, "MULAW_8K_WAV", join(workDir, "programme.wav"), { layout: { ...layout, [key]: value }, rules, workDir })).rejects.toThrow(
        new RenderRefusedError(`The plan's ${PROGRAMME_LAYOUT_LABELS[key]} must be between ${min} and ${max} seconds.`),
      );
    }
  });
});
