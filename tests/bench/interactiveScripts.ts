// The JavaScript a real browser transfers before a page is interactive: Chromium (Playwright's
// API on Debian's /usr/bin/chromium) opens the page afresh, in data-saver mode so that links do
// not prefetch the next pages' code, and adds up the compressed bodies (`encodedBodySize`) of the
// scripts that finished loading before the app was ready (the "app-ready" performance mark, made
// once the page has hydrated: client/app/AppReadyMarker.tsx), then of those loaded after it until
// the network is quiet. The check on criticalPath.ts' figure, which reads the build.
import { chromium } from "@playwright/test";
import { APP_READY_MARK } from "../../client/app/AppReadyMarker.tsx";
import { CHROMIUM } from "./managementScreen.ts";

export type InteractiveScripts = {
  /** Compressed bytes and files of scripts loaded before the page was interactive. */
  before: { bytes: number; files: number };
  /** Those loaded after it (parts hydrated later), until the network was quiet. */
  after: { bytes: number; files: number };
  /** Milliseconds from navigation to the page being interactive. */
  readyMs: number;
};

const SAVE_DATA = `Object.defineProperty(navigator, "connection", { value: { saveData: true } });`;

// A string, not a function: the page runs it as it is (no helpers of the bundler that runs this file).
const SCRIPTS_AROUND_READY = `(() => {
  const readyAt = performance.getEntriesByName(${JSON.stringify(APP_READY_MARK)}, "mark")[0].startTime;
  const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
  const weigh = (entries) => ({ bytes: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: entries.length });
  return { readyMs: readyAt, before: weigh(scripts.filter((entry) => entry.responseEnd <= readyAt)), after: weigh(scripts.filter((entry) => entry.responseEnd > readyAt)) };
})()`;

/** Opens each of `paths` under `base` in a fresh browser context and weighs its scripts. */
export async function interactiveScripts(base: string, paths: string[]): Promise<Map<string, InteractiveScripts>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  const measured = new Map<string, InteractiveScripts>();
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      try {
        await context.addInitScript(SAVE_DATA);
        const page = await context.newPage();
        await page.goto(base + path);
        await page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 60_000 });
        await page.waitForLoadState("networkidle");
        measured.set(path, (await page.evaluate(SCRIPTS_AROUND_READY)) as InteractiveScripts);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return measured;
}
