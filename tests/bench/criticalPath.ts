// The JavaScript a public page needs before it is usable, as served (brotli): everything the
// browser loads and runs before the page has hydrated and answers its first interaction. That is
// the entry script and the modulepreload links of index.html, the route's lazy chunk
// (client/app/routes.tsx), and every module those import statically (the browser cannot run them
// without); the router waits for the route's chunk before hydrating (client/main.tsx). What a page
// imports dynamically while it renders (parts hydrated later) is not counted: interactiveScripts.ts
// weighs it in a browser. Read from a built client folder (dist/client); a file without a `.br`
// beside it is sent as it is (under 1 KB, or not smaller compressed: scripts/clientBuild.mjs
// precompress()).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every public page rendered on the server (the layouts marked SERVER_RENDERED in
 * client/app/routes.tsx), one address per route module, and the module its route loads lazily.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  "/": "HomeRoute",
  "/services/telephone-voice-prompts": "ServiceFeatureRoute",
  "/about/voices": "VoicesRoute",
  "/services": "ServicesRoute",
  "/services/mobile-voicemail": "ServiceRoute",
  "/services/message-on-hold/overview": "MessageOnHoldOverviewRoute",
  "/services/message-on-hold/bundles": "MessageOnHoldBundlesRoute",
  "/services/message-on-hold/pay-as-you-go": "MessageOnHoldPayAsYouGoRoute",
  "/about/studio": "StudioRoute",
  "/about/team": "TeamRoute",
  "/about/partners": "PartnersRoute",
  "/about/onair": "OnAirRoute",
  "/faq": "FaqRoute",
  "/terms": "TermsRoute",
  "/thank-you": "ThankYouRoute",
  "/contact": "ContactRoute",
  "/voice-contact": "VoiceContactRoute",
  "/partnerships": "PartnershipsRoute",
};

/** The public pages the report names one by one (the JS row names the heaviest of the rest; Lighthouse runs on these). */
export const HEADLINE_ROUTES = ["/", "/services/telephone-voice-prompts", "/about/voices"];

export type ChunkWeight = { file: string; bytes: number; brotli: number };
export type CriticalPath = { route: string; chunks: ChunkWeight[]; bytes: number; brotli: number };

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js|\/assets\/[^"']+\.js)["']/g;

/** Files (under assets/) index.html makes the browser load first: the entry script and modulepreloads. */
export function entryScripts(clientDir: string): string[] {
  return scriptsOfDocument(readFileSync(join(clientDir, "index.html"), "utf8"));
}

/** Files (under assets/) a document's own tags load: module scripts and modulepreloads. */
export function scriptsOfDocument(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith("<script") && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith("<link") && /rel=["']?modulepreload/.test(tag);
    const url = /(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url?.startsWith("/assets/")) files.push(url.slice("/assets/".length));
  }
  return files;
}

/** The chunk vite wrote for `moduleName` (its file name without extension): `<name>-<hash>.js`. */
export function routeChunk(clientDir: string, moduleName: string): string {
  const pattern = new RegExp(`^${moduleName}-[\\w-]{6,}\\.js$`);
  const found = readdirSync(join(clientDir, "assets")).filter((file) => pattern.test(file));
  if (found.length !== 1) throw new Error(`Expected one chunk for ${moduleName} in ${clientDir}/assets, found ${found.length}`);
  return found[0];
}

function weigh(clientDir: string, file: string): ChunkWeight {
  const path = join(clientDir, "assets", file);
  const bytes = statSync(path).size;
  return { file, bytes, brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : bytes };
}

/** `files` and everything they import statically, each once. */
function closure(clientDir: string, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(clientDir, "assets", file), "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) queue.push(match[1].replace(/^(\.\/|\/assets\/)/, ""));
  }
  return [...seen];
}

/** The critical path of `route` (a key of PUBLIC_ROUTES, or give the module name). */
export function criticalPathWeight(clientDir: string, route: string, moduleName = PUBLIC_ROUTES[route]): CriticalPath {
  if (!moduleName) throw new Error(`No route module known for ${route}`);
  const chunks = closure(clientDir, [...entryScripts(clientDir), routeChunk(clientDir, moduleName)]).map((file) => weigh(clientDir, file));
  return { route, chunks, bytes: chunks.reduce((sum, c) => sum + c.bytes, 0), brotli: chunks.reduce((sum, c) => sum + c.brotli, 0) };
}

/**
 * The JavaScript a page as served loads before its first paint: the module scripts and preloads
 * its HTML names, with what they import statically, plus its inline scripts. A server-rendered
 * page names none (its scripts are added after the first paint).
 */
export function scriptsBeforeFirstPaint(clientDir: string, html: string): { files: number; brotli: number; inlineBytes: number } {
  const chunks = closure(clientDir, scriptsOfDocument(html)).map((file) => weigh(clientDir, file));
  const inlineBytes = [...html.matchAll(/<script(?![^>]*\b(?:src|type="application\/json")=?)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
  return { files: chunks.length, brotli: chunks.reduce((sum, c) => sum + c.brotli, 0), inlineBytes };
}
