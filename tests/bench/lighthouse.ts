// Lighthouse performance scores (mobile preset: Lighthouse's defaults, simulated slow 4G and a
// 4x slower CPU) of pages served by the real server, in headless Debian Chromium.
//
// Each page is measured `runs` times and the median run reported, as Lighthouse's own guidance on
// variability advises: one run on a 2-core machine swings by several points with whatever else
// the machine does (its total blocking time is measured, then multiplied by the CPU slowdown).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./managementScreen.ts";

export type LighthouseScore = {
  url: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  benchmarkIndex: number | null;
  /** Every run's score, in the order measured. */
  runScores: (number | null)[];
  error?: string;
};

type Run = Omit<LighthouseScore, "runScores">;

async function measureOnce(port: number, url: string): Promise<Run> {
  try {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    return {
      url,
      score: lhr?.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: lhr?.audits["largest-contentful-paint"]?.numericValue ?? null,
      tbtMs: lhr?.audits["total-blocking-time"]?.numericValue ?? null,
      benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
      error: lhr?.runtimeError?.message,
    };
  } catch (error) {
    return { url, score: null, lcpMs: null, tbtMs: null, benchmarkIndex: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The run with the median score; a run without a score counts as the lowest. */
function medianRun<T extends { score: number | null }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function lighthouseScores(urls: string[], runs = 3): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const scores: LighthouseScore[] = [];
  try {
    for (const url of urls) {
      const measured: Run[] = [];
      for (let i = 0; i < runs; i++) measured.push(await measureOnce(chrome.port, url));
      scores.push({ ...medianRun(measured), runScores: measured.map((run) => run.score) });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
