// The chunks of the routes a page matches, preloaded with the page's own scripts. The client's
// router imports a route's chunk only once the entry script has run, so without these the browser
// would fetch them after the entry (a second round trip on every page) and the entry would add
// their preload links itself, in the task that starts hydrating. The client build's manifest
// (vite writes .vite/manifest.json) names each route module's chunk and what that imports.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

type ManifestChunk = { file: string; imports?: string[] };
/** The client build's manifest: chunks by source file from client/ ("public/FaqRoute.tsx"), shared chunks by their own key. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest of the client build in `buildDir`; null for a build without one (a test fixture). */
export function readBuildManifest(buildDir: string): BuildManifest | null {
  const path = join(buildDir, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildManifest) : null;
}

/** The files (from the build folder) `modules`' chunks are made of: each chunk, then what it imports statically, each once. */
export function routeChunkFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

/** `html` with a module preload for each of `files` it does not load already, at the end of its head. */
export function withRoutePreloads(html: string, files: readonly string[]): string {
  const links = files.filter((file) => !html.includes(`"/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace("</head>", `${links.join("")}</head>`) : html;
}
