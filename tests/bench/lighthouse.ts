// Lighthouse performance scores (mobile preset: Lighthouse's defaults, simulated slow 4G and a
// 4x slower CPU) of pages served by the real server, in headless Debian Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./managementScreen.ts";

export type LighthouseScore = { url: string; score: number | null; lcpMs: number | null; tbtMs: number | null; benchmarkIndex: number | null; error?: string };

export async function lighthouseScores(urls: string[]): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const scores: LighthouseScore[] = [];
  try {
    for (const url of urls) {
      try {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const lhr = result?.lhr;
        scores.push({
          url,
          score: lhr?.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
          lcpMs: lhr?.audits["largest-contentful-paint"]?.numericValue ?? null,
          tbtMs: lhr?.audits["total-blocking-time"]?.numericValue ?? null,
          benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
          error: lhr?.runtimeError?.message,
        });
      } catch (error) {
        scores.push({ url, score: null, lcpMs: null, tbtMs: null, benchmarkIndex: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
