// Rendering a master into every delivery format, checked with ffmpeg's own measurements: codec,
// rate, the active speech level (−19 dBm0 = RMS 2600 of 32768, −22.0 dBFS, ±1 dB), peaks at or
// below −3 dBFS, 150 ms before and 500 ms after the speech, and the telephone band.
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_FORMAT_EXTENSIONS } from "../../common/orders/fileFormats.ts";
import { decodedPcm, energyAt, measure, okiWav } from "../../tests/audio/measure.ts";
import { runFfmpeg } from "./ffmpeg.ts";
import { RENDER_FORMATS, type RenderFormatId } from "./renderFormats.ts";
import { DEFAULT_RENDER_RULES, RenderRefusedError, renderTelephoneFile, renderTelephoneFiles } from "./renderTelephone.ts";

const MASTER_RATE = 44100;
const SPEECH_SECONDS = 2;
const TELEPHONE_DBFS = 20 * Math.log10(2600 / 32768);

/** 1 s of near-silence, 2 s of a quiet voice-like signal with a 100 Hz hum and one loud click, 1 s of near-silence, as a 44.1 kHz WAV. */
async function masterWav(): Promise<Buffer> {
  const pcm = new Int16Array(MASTER_RATE * (SPEECH_SECONDS + 2));
  let seed = 1;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 6;
  for (let i = 0; i < pcm.length; i++) {
    const t = i / MASTER_RATE - 1;
    let sample = noise();
    if (t >= 0 && t < SPEECH_SECONDS) {
      const envelope = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t);
      sample += 1000 * envelope * (Math.sin(2 * Math.PI * 500 * t) + 0.6 * Math.sin(2 * Math.PI * 1000 * t) + 0.3 * Math.sin(2 * Math.PI * 2100 * t));
      sample += 600 * Math.sin(2 * Math.PI * 100 * t);
      if (Math.abs(t - 1.2) < 0.0005) sample = 30000;
    }
    pcm[i] = Math.round(sample);
  }
  return runFfmpeg(["-f", "s16le", "-ar", String(MASTER_RATE), "-ac", "1", "-i", "pipe:0", "-f", "wav", "-c:a", "pcm_s16le", "pipe:1"], new Uint8Array(pcm.buffer));
}

const ALL_FORMATS = Object.keys(RENDER_FORMATS) as RenderFormatId[];

let master: Buffer;
let rendered: Map<RenderFormatId, Uint8Array>;
beforeAll(async () => {
  master = await masterWav();
  rendered = await renderTelephoneFiles(master, ALL_FORMATS);
});

const EXPECTED_CODEC: Record<RenderFormatId, string> = {
  MULAW_8K_WAV: "pcm_mulaw",
  ALAW_8K_WAV: "pcm_alaw",
  PCM16_8K_WAV: "pcm_s16le",
  PCM16_WAV: "pcm_s16le",
  VOX_8K: "adpcm_ima_oki",
  VOX_6K: "adpcm_ima_oki",
  MP3: "mp3",
};

describe("rendering a master for the telephone", () => {
  it.each(ALL_FORMATS)("%s: codec, rate, level, peaks, silences", async (formatId) => {
    const format = RENDER_FORMATS[formatId];
    const file = rendered.get(formatId)!;
    const extension = FILE_FORMAT_EXTENSIONS[formatId];
    const readable = extension === "vox" ? okiWav(file, format.sampleRate) : file;
    const measured = await measure(readable, extension === "vox" ? "wav" : extension);
    try {
      expect(measured).toMatchObject({ codec: EXPECTED_CODEC[formatId], sampleRate: format.sampleRate, channels: "mono" });
      const lead = DEFAULT_RENDER_RULES.leadMs / 1000;
      const expectedDuration = lead + SPEECH_SECONDS + DEFAULT_RENDER_RULES.tailMs / 1000;
      // MP3 frames add the encoder's padding (about 50 ms at 44.1 kHz).
      expect(measured.durationSeconds).toBeGreaterThan(expectedDuration - 0.03);
      expect(measured.durationSeconds).toBeLessThan(expectedDuration + (formatId === "MP3" ? 0.08 : 0.03));
      const speech = await measured.stats(lead + 0.05, lead + SPEECH_SECONDS - 0.05);
      expect(Math.abs(speech.rmsDb - TELEPHONE_DBFS)).toBeLessThanOrEqual(1);
      const whole = await measured.stats(0, expectedDuration);
      expect(whole.peakDb).toBeLessThanOrEqual(-3 + (formatId === "MP3" ? 0.5 : 0.05));
      if (formatId !== "MP3") {
        const silence = await measured.stats(0, lead - 0.03);
        expect(silence.rmsDb).toBeLessThan(-50);
      }
    } finally {
      await measured.dispose();
    }
  });

  it("renders one format alone exactly as alongside the others that share its decoding", async () => {
    for (const formatId of ["ALAW_8K_WAV", "VOX_6K", "MP3"] as const) {
      expect(Buffer.from(await renderTelephoneFile(master, formatId)).equals(rendered.get(formatId)!)).toBe(true);
    }
    expect([...(await renderTelephoneFiles(master, ["MP3", "VOX_8K", "MP3"])).keys()]).toEqual(["MP3", "VOX_8K"]);
  });

  it("band-limits the narrowband formats to the telephone band", async () => {
    const narrow = await decodedPcm(rendered.get("PCM16_8K_WAV")!);
    const wide = await decodedPcm(rendered.get("PCM16_WAV")!);
    const humAgainstVoice = (pcm: Int16Array, rate: number) => 10 * Math.log10(energyAt(pcm, rate, 100) / energyAt(pcm, rate, 1000));
    // The 100 Hz hum is at least 20 dB further below the voice in the narrowband file.
    expect(humAgainstVoice(wide, 16000) - humAgainstVoice(narrow, 8000)).toBeGreaterThan(20);
  });

  it("refuses a master without speech, and a file over the size limit", async () => {
    const silence = await runFfmpeg(["-f", "s16le", "-ar", "8000", "-ac", "1", "-i", "pipe:0", "-f", "wav", "pipe:1"], new Uint8Array(16000));
    await expect(renderTelephoneFile(silence, "MULAW_8K_WAV")).rejects.toThrow(new RenderRefusedError("The master recording holds no speech."));
    await expect(renderTelephoneFile(master, "PCM16_WAV", { ...DEFAULT_RENDER_RULES, maxBytes: 10_000 })).rejects.toThrow(/^The PCM 16-bit WAV 16 kHz file would be 0\.1 MB, over the 0\.0 MB limit\.$/);
  });
});
