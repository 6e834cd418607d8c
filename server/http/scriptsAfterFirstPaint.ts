// A server-rendered page reads without its scripts, so they wait for its first paint: the entry
// script and its module preloads leave <head>, and a small inline script adds them once the page
// has been drawn. On a slow line nothing then competes with the HTML and the stylesheet, and the
// page shows as soon as those two arrive; the scripts make it interactive (hydrate) after.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
// The "needs JavaScript" notice is for pages the browser renders; this one is already there.
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

export function scriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter =
    "<script>requestAnimationFrame(function(){setTimeout(function(){" +
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});` +
    `var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=${JSON.stringify(entry)};document.head.appendChild(script)` +
    "})})</script>";
  return html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "").replace(NOSCRIPT, "").replace("</body>", `${starter}</body>`);
}
