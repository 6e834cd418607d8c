// A server-rendered page reads without its scripts, so they wait for its first paint: the entry
// scripts (the bundler may write more than one, e.g. its runtime apart) and their module preloads
// leave <head>, and a small inline script adds them, in their order, once the page has been drawn. On a slow line nothing then competes with the HTML and the stylesheet, and the
// page shows as soon as those two arrive; the scripts make it interactive (hydrate) after. Adding
// a preload link costs the main thread about half a millisecond (several on a slow phone), so they
// go in small batches, one task each, and the page keeps answering input meanwhile. The entry
// scripts are preloaded in the first batch: they download while the rest of the links go in
// (a page's route chunks among them: routePreloads.ts), and run once their tags follow.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
// The "needs JavaScript" notice is for pages the browser renders; this one is already there.
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
export const PRELOADS_PER_TASK = 8;

export function scriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (!entries.length) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter =
    `<script>requestAnimationFrame(function(){var hrefs=${JSON.stringify([...entries, ...preloads])};function next(){` +
    `hrefs.splice(0,${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});` +
    `if(hrefs.length)return void setTimeout(next);` +
    `${JSON.stringify(entries)}.forEach(function(src){var script=document.createElement("script");script.type="module";script.crossOrigin="";script.async=false;script.src=src;document.head.appendChild(script)})` +
    "}setTimeout(next)})</script>";
  return html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "").replace(NOSCRIPT, "").replace("</body>", `${starter}</body>`);
}
