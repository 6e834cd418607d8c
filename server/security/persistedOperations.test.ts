import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PERSISTED_OPERATIONS_FILE, persistedOperationsFile } from "./persistedOperations.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the browser client's persisted operations", () => {
  // relay-compiler --validate checks the artifacts but not this map: a map that lost an
  // operation would refuse that operation to every browser.
  it("hold exactly the operations of the Relay artifacts, each under the SHA-256 of its text", () => {
    const directory = dirname(PERSISTED_OPERATIONS_FILE);
    const artifactIds = readdirSync(directory)
      .filter((name) => name.endsWith(".graphql.ts"))
      .flatMap((name) => [...readFileSync(join(directory, name), "utf8").matchAll(/^\/\/ @relayRequestID (\S+)$/gm)].map((match) => match[1]));
    const map = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, "utf8")) as Record<string, string>;
    expect(artifactIds.length).toBeGreaterThan(0);
    expect(Object.keys(map).sort(), 'run "npm run relay"').toEqual([...artifactIds].sort());
    for (const [id, text] of Object.entries(map)) expect(sha256(text), id).toBe(id);
    const documents = persistedOperationsFile();
    for (const id of artifactIds) expect(documents.get(id)).toBe(map[id]);
  });
});

describe("persistedOperationsFile", () => {
  const write = (path: string, map: Record<string, string>, mtime: number) => {
    writeFileSync(path, JSON.stringify(map));
    utimesSync(path, mtime, mtime);
  };

  it("reads the map again for an unknown id when the file changed, if asked to", () => {
    const path = join(mkdtempSync(join(tmpdir(), "sf-persisted-")), "map.json");
    write(path, { a: "{ a }" }, 1_000);
    const fixed = persistedOperationsFile(path);
    const reloading = persistedOperationsFile(path, { reloadWhenChanged: true });
    write(path, { a: "{ a }", b: "{ b }" }, 2_000);
    expect(fixed.get("b")).toBeUndefined();
    expect(reloading.get("a")).toBe("{ a }");
    expect(reloading.get("b")).toBe("{ b }");
    expect(reloading.get("c")).toBeUndefined();
  });

  it("says how to create a missing map", () => {
    expect(() => persistedOperationsFile(join(tmpdir(), "no-such-dir", "map.json"))).toThrow(/npm run relay/);
  });
});
