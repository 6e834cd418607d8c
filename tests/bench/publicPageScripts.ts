// The report's rows for what a public page costs a phone before it is usable: the JavaScript it
// loads and runs until it has hydrated and answers input (criticalPath.ts, read from the build as
// served), each figure checked against what Chromium transferred before the page was ready
// (interactiveScripts.ts). Its HTML asks for no script before its first paint: that is in the note.
import { criticalPathWeight, HEADLINE_ROUTES, PUBLIC_ROUTES, scriptsBeforeFirstPaint } from "./criticalPath.ts";
import { interactiveScripts } from "./interactiveScripts.ts";
import { kb, type Row } from "./report.ts";

export const PUBLIC_PAGE_JS_GOAL_KB = 150;

/** The headline pages one by one, then the heaviest of the other public pages (its note lists them all). */
export async function publicPageScriptRows(base: string, clientDir: string, clientNote?: string): Promise<Row[]> {
  const weights = Object.keys(PUBLIC_ROUTES).map((route) => criticalPathWeight(clientDir, route));
  const others = weights.filter((weight) => !HEADLINE_ROUTES.includes(weight.route));
  const heaviestOther = others.reduce((a, b) => (b.brotli > a.brotli ? b : a));
  const shown = [...weights.filter((weight) => HEADLINE_ROUTES.includes(weight.route)), heaviestOther];
  const inBrowser = await interactiveScripts(base, shown.map((weight) => weight.route));
  return Promise.all(
    shown.map(async (weight) => {
      const html = await (await fetch(base + weight.route)).text();
      const beforePaint = scriptsBeforeFirstPaint(clientDir, html);
      const browser = inBrowser.get(weight.route);
      return {
        figure: weight === heaviestOther ? `critical-path JS of the heaviest other public page, ${weight.route} (brotli)` : `critical-path JS of ${weight.route} (brotli)`,
        value: kb(weight.brotli),
        goal: `≤ ${PUBLIC_PAGE_JS_GOAL_KB} KB`,
        met: weight.brotli <= PUBLIC_PAGE_JS_GOAL_KB * 1024,
        note: [
          `${weight.chunks.length} files, ${kb(weight.bytes)} uncompressed`,
          browser
            ? `Chromium loaded ${kb(browser.before.bytes)} in ${browser.before.files} files before the page was ready (${Math.round(browser.readyMs)} ms) and ${kb(browser.after.bytes)} in ${browser.after.files} after it`
            : "",
          `before its first paint: ${kb(beforePaint.brotli)} in ${beforePaint.files} files and ${beforePaint.inlineBytes} bytes inline`,
          weight === heaviestOther ? `the other ${others.length} public pages: ${others.map((other) => `${other.route} ${kb(other.brotli)}`).join(", ")}` : "",
          html.includes('<div id="root"></div>') ? "the page came without server-rendered content" : "",
          clientNote,
        ]
          .filter(Boolean)
          .join("; "),
      };
    }),
  );
}
