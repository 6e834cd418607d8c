// The master check as the studio reads it: what the analysis stored at upload (Recording.analysis)
// holds, in the units of a telephone engineer (active level in dBm0 beside its target, DC offset
// in per cent) and with the waveform as one flat list, which a client keeps as a single value.
import { z } from "zod";
import { dbovToDbm0, TELEPHONE_LEVEL_DBM0 } from "../audio/activeSpeechLevel.ts";
import type { MasterWarningCode } from "../audio/masterAnalysis.ts";

/** What each warning of the analysis is about (its message says the figures). */
export const MASTER_WARNING_TOPICS = {
  CLIPPING: { description: "Samples at full scale, next to one another: the recording distorts there." },
  LOW_LEVEL: { description: "The speech is very quiet: raising it to the telephone level raises the noise with it." },
  HUM: { description: "Mains hum (50 or 60 Hz and its harmonics) between the words." },
  DC_OFFSET: { description: "The recording is shifted off zero (a DC offset): a fault of the recording chain." },
  LONG_SILENCE: { description: "Long silence before the first word, after the last or between words." },
  NOISY: { description: "A noise floor loud enough to be heard between the words." },
} as const satisfies Record<MasterWarningCode, { description: string }>;

const warningCode = z.custom<MasterWarningCode>((value) => typeof value === "string" && Object.hasOwn(MASTER_WARNING_TOPICS, value));
const figure = z.number();

/**
 * The analysis as JSON keeps it: infinite figures become null on the way in (a noise floor of
 * digital silence is −Infinity dBFS), and what is unknown to this reader is ignored.
 */
const storedAnalysis = z.object({
  sampleRate: z.number().int().positive(),
  /** Not kept by every upload: null when the master's channels were not recorded. */
  channels: z.number().int().positive().nullish(),
  durationMs: z.number().int().nonnegative(),
  peakDbfs: figure,
  clippedSamples: z.number().int().nonnegative(),
  dcOffset: figure,
  noiseFloorDbfs: figure.nullable(),
  humHz: figure.nullable(),
  humDbfs: figure.nullable(),
  activeLevelDbov: figure.nullable(),
  activityPercent: figure,
  leadingSilenceMs: z.number().nonnegative(),
  trailingSilenceMs: z.number().nonnegative(),
  longestPauseMs: z.number().nonnegative(),
  waveform: z.array(z.tuple([figure, figure])),
  warnings: z.array(z.object({ code: warningCode, message: z.string() })),
});

export type MasterWarning = { code: MasterWarningCode; message: string };

export type MasterCheck = {
  durationMs: number;
  sampleRate: number;
  channels: number | null;
  peakDbfs: number;
  clippedSamples: number;
  dcOffsetPercent: number;
  /** Null: the quietest stretches are digital silence. */
  noiseFloorDbfs: number | null;
  humHz: number | null;
  humDbfs: number | null;
  /** ITU-T P.56 active speech level in dBm0; null: no speech found. */
  activeLevelDbm0: number | null;
  targetLevelDbm0: number;
  activityPercent: number;
  leadingSilenceMs: number;
  trailingSilenceMs: number;
  longestPauseMs: number;
  /** Min and max of each stretch of the recording, one after the other: [min₀, max₀, min₁, max₁, …], each −1..1 of full scale. */
  waveform: number[];
  warnings: MasterWarning[];
};

/** A thousandth of full scale is finer than any waveform is drawn, and keeps the list short. */
const WAVEFORM_DECIMALS = 3;

const rounded = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // `+ 0` turns −0 into 0.
  return Math.round(value * factor) / factor + 0;
};

/** The check of a recording from its stored analysis; null for a master uploaded before masters were analysed. */
export function masterCheckOf(analysis: unknown): MasterCheck | null {
  if (analysis === null || analysis === undefined) return null;
  const parsed = storedAnalysis.safeParse(analysis);
  // Written by analyseMaster at upload: a shape this reader does not know is a fault of the server.
  if (!parsed.success) throw new Error(`A recording's stored master analysis cannot be read: ${z.prettifyError(parsed.error)}`);
  const stored = parsed.data;
  return {
    durationMs: stored.durationMs,
    sampleRate: stored.sampleRate,
    channels: stored.channels ?? null,
    peakDbfs: stored.peakDbfs,
    clippedSamples: stored.clippedSamples,
    dcOffsetPercent: rounded(stored.dcOffset * 100, 3),
    noiseFloorDbfs: stored.noiseFloorDbfs,
    humHz: stored.humHz,
    humDbfs: stored.humHz === null ? null : stored.humDbfs,
    activeLevelDbm0: stored.activeLevelDbov === null ? null : rounded(dbovToDbm0(stored.activeLevelDbov), 2),
    targetLevelDbm0: TELEPHONE_LEVEL_DBM0,
    activityPercent: stored.activityPercent,
    leadingSilenceMs: stored.leadingSilenceMs,
    trailingSilenceMs: stored.trailingSilenceMs,
    longestPauseMs: stored.longestPauseMs,
    waveform: stored.waveform.flatMap(([low, high]) => [rounded(low, WAVEFORM_DECIMALS), rounded(high, WAVEFORM_DECIMALS)]),
    warnings: stored.warnings,
  };
}
