// The master check's figures as the desk writes them: decibels with a true minus sign, rates in
// kHz, the level beside its target, and one sentence describing the waveform for screen readers.
import type { MasterWarningCode } from "../../__generated__/MasterCheck_recording.graphql.ts";

const MINUS = "\u2212";

/** `value` with `decimals` decimals and a true minus sign (−0.0 is written 0.0). */
export function signed(value: number, decimals = 1): string {
  const text = Math.abs(value).toFixed(decimals);
  return value < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}

export const formatDecibels = (value: number, unit: string, decimals = 1) => `${signed(value, decimals)} ${unit}`;

export function formatSampleRate(hz: number): string {
  return `${Number((hz / 1000).toFixed(2))} kHz`;
}

export function formatChannels(channels: number): string {
  return channels === 1 ? "Mono" : channels === 2 ? "Stereo" : `${channels} channels`;
}

/** Tenths of a second up to a minute, then minutes and seconds. */
export function formatSeconds(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** "+0.25 %", "−1.20 %": the sign says which way the recording is shifted. */
export function formatDcOffset(percent: number): string {
  const text = signed(percent, 2);
  return `${text.startsWith(MINUS) || Number(text) === 0 ? text : `+${text}`} %`;
}

/** How far the active level is from the target, which the renderer closes by raising or lowering it. */
export function levelAgainstTarget(levelDbm0: number, targetDbm0: number): string {
  const difference = Number((levelDbm0 - targetDbm0).toFixed(1));
  const target = `the ${formatDecibels(targetDbm0, "dBm0", Number.isInteger(targetDbm0) ? 0 : 1)} target`;
  if (difference === 0) return `at ${target}`;
  return `${Math.abs(difference).toFixed(1)} dB ${difference < 0 ? "under" : "over"} ${target}`;
}

export const MASTER_WARNING_TITLES: Record<Exclude<MasterWarningCode, "%future added value">, string> = {
  CLIPPING: "Clipping",
  LOW_LEVEL: "Very low level",
  HUM: "Mains hum",
  DC_OFFSET: "DC offset",
  LONG_SILENCE: "Long silence",
  NOISY: "Noisy",
};

/** A warning's title; a code newer than this client shows as it is. */
export const masterWarningTitle = (code: MasterWarningCode) => (code in MASTER_WARNING_TITLES ? MASTER_WARNING_TITLES[code as keyof typeof MASTER_WARNING_TITLES] : code);

/** Clipping cannot be repaired; everything else the renderer works around. */
export const masterWarningColor = (code: MasterWarningCode) => (code === "CLIPPING" ? "red" : "yellow");

export const warningCount = (count: number) => (count === 0 ? "No warnings" : count === 1 ? "1 warning" : `${count} warnings`);

type WaveformFacts = { durationMs: number; peakDbfs: number; clippedSamples: number; activeLevelDbm0: number | null; leadingSilenceMs: number; trailingSilenceMs: number };

/** What the waveform shows, in words: its length, peak, clipping and where the speech lies. */
export function waveformLabel(fileName: string, check: WaveformFacts): string {
  const facts = [formatSeconds(check.durationMs), `peak ${formatDecibels(check.peakDbfs, "dBFS")}`];
  if (check.clippedSamples > 0) facts.push(`${check.clippedSamples} clipped ${check.clippedSamples === 1 ? "sample" : "samples"}`);
  const speech =
    check.activeLevelDbm0 === null
      ? "no speech found"
      : `speech from ${formatSeconds(check.leadingSilenceMs)} to ${formatSeconds(check.durationMs - check.trailingSilenceMs)} at ${formatDecibels(check.activeLevelDbm0, "dBm0")}`;
  return `Waveform of ${fileName}: ${facts.join(", ")}; ${speech}.`;
}
