import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The client is split into areas that do not lean on each other: public, order, account and manage.
// What more than one area uses lives in client/ui/ (or common/ when the server shares it);
// client/app/ is the shell (router, layouts) and may import the areas' routes only from the route table.
const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const AREAS = ["public", "order", "account", "manage"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "__generated__" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function topFolder(path: string): string {
  return relative(clientDir, path).split(sep)[0];
}

const IMPORT = /(?:import|export)\s[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function crossAreaImports(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(clientDir)) {
    const from = topFolder(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith(".")) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(clientDir + sep)) continue;
      const to = topFolder(target);
      const name = relative(clientDir, file);
      if (AREAS.includes(from) && AREAS.includes(to) && from !== to) {
        problems.push(`${name} imports ${spec} (area ${from} must not import area ${to}; move shared code to client/ui/)`);
      }
      if (from === "ui" && (AREAS.includes(to) || (to === "app" && spec.endsWith("routes.tsx")))) {
        problems.push(`${name} imports ${spec} (client/ui/ must not import an area or the route table)`);
      }
      if (from === "app" && /(^|\/)routes(\.tsx)?$/.test(spec) && !/^(router|routes)\.tsx?$|\.test\.ts$/.test(relative(join(clientDir, "app"), file))) {
        problems.push(`${name} imports ${spec} (client/app/ components reach routes through the router, not the route table)`);
      }
    }
  }
  return problems;
}

describe("client areas", () => {
  it("do not import each other", () => {
    expect(crossAreaImports()).toEqual([]);
  });
});
