import { describe, expect, it } from "vitest";
import { routeChunkFiles, withRoutePreloads, type BuildManifest } from "./routePreloads.ts";
import { scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.ts";

const manifest: BuildManifest = {
  "main.tsx": { file: "assets/app-1.js", imports: ["_Card-2.js"] },
  "public/FaqRoute.tsx": { file: "assets/FaqRoute-3.js", imports: ["main.tsx", "_Accordion-4.js", "_Card-2.js"] },
  "public/home/HomeRoute.tsx": { file: "assets/HomeRoute-5.js", imports: ["_Card-2.js"] },
  "_Card-2.js": { file: "assets/Card-2.js" },
  "_Accordion-4.js": { file: "assets/Accordion-4.js", imports: ["_Card-2.js"] },
};

const template = `<html><head><link rel="modulepreload" crossorigin href="/assets/Card-2.js">\n<script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`;

describe("route preloads", () => {
  it("lists a route's chunk, then what it imports, each once", () => {
    expect(routeChunkFiles(manifest, ["public/FaqRoute.tsx"])).toEqual(["assets/FaqRoute-3.js", "assets/app-1.js", "assets/Card-2.js", "assets/Accordion-4.js"]);
    expect(routeChunkFiles(manifest, ["public/FaqRoute.tsx", "public/home/HomeRoute.tsx"])).toContain("assets/HomeRoute-5.js");
  });

  it("leaves out modules the build does not know", () => {
    expect(routeChunkFiles(manifest, ["public/Missing.tsx"])).toEqual([]);
  });

  it("adds a preload for each file the page does not load yet", () => {
    const html = withRoutePreloads(template, routeChunkFiles(manifest, ["public/FaqRoute.tsx"]));
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/FaqRoute-3.js"><link rel="modulepreload" crossorigin href="/assets/Accordion-4.js"></head>`);
    expect(withRoutePreloads(template, [])).toBe(template);
  });

  it("hands the route's chunks to the script that loads a server-rendered page's scripts after its first paint, after the entry's own", () => {
    const html = scriptsAfterFirstPaint(withRoutePreloads(template, routeChunkFiles(manifest, ["public/FaqRoute.tsx"])));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(`var hrefs=["/assets/app-1.js","/assets/Card-2.js","/assets/FaqRoute-3.js","/assets/Accordion-4.js"]`);
  });
});
