// Interleaved rounds of load: each round loads every target once, one after another, so a change
// in the machine's load (it is shared) reaches every side alike. A figure is the median of the
// rounds, a ratio the median of the rounds' own ratios, and each round keeps the machine's load
// average (os.loadavg(), one minute) read as its load ended, for the report's notes.
import { loadavg } from "node:os";
import { ratio } from "./report.ts";
import { load, type Load, type LoadOptions } from "./throughput.ts";

export type Target = { url: string } & Pick<LoadOptions, "method" | "headers" | "body">;
export type Round = { load: Load; loadAverage: number };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The machine's load averages over 1, 5 and 15 minutes, as the report prints them. */
export const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/**
 * `rounds` rounds of every target in turn (in the order given), each at `connections` for
 * `seconds` after load()'s warm-up; `onRound` is told each finished round. Answers each target's
 * rounds in order.
 */
export async function interleavedRounds<Name extends string>(
  targets: Record<Name, Target>,
  options: { rounds: number; connections: number; seconds: number; onRound?: (round: number, results: Record<Name, Round>) => void },
): Promise<Record<Name, Round[]>> {
  const names = Object.keys(targets) as Name[];
  const measured = Object.fromEntries(names.map((name) => [name, [] as Round[]])) as Record<Name, Round[]>;
  for (let round = 1; round <= options.rounds; round++) {
    const results = {} as Record<Name, Round>;
    for (const name of names) {
      const target = targets[name];
      results[name] = { load: await load(target.url, { ...target, connections: options.connections, seconds: options.seconds }), loadAverage: loadavg()[0] };
      measured[name].push(results[name]);
    }
    options.onRound?.(round, results);
  }
  return measured;
}

/** Each round's ratio of `ours` to `divisor` (req/s). */
export const roundRatios = (ours: Round[], divisor: Round[]) => ours.map((round, i) => round.load.rps / divisor[i].load.rps);

export const medianRps = (rounds: Round[]) => median(rounds.map((round) => round.load.rps));

/** The rounds' ratios and load averages, as a row's note gives them. */
export const roundsNote = (ratios: number[], rounds: Round[]) =>
  `ratio per round ${ratios.map(ratio).join(", ")}; load average ${rounds.map((round) => round.loadAverage.toFixed(2)).join(", ")}`;
