// How a client build goes live (scripts/clientBuild.mjs): the link dist/client moves to the new
// build in one rename, the folder a running server serves is never emptied, and a server keeps
// the build it started with.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { precompress, publishBuild } from "../../scripts/clientBuild.mjs";
import { clientFiles } from "../../server/http/staticFiles.ts";

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(name: string, marker: string) {
  const dir = join(dist, name);
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), `<!doctype html><title>${marker}</title>`);
  return dir;
}

/** The body index.html is served with by `files`. */
async function servedIndex(files: ReturnType<typeof clientFiles>) {
  let body = "";
  const res = { writeHead: () => res, end: (chunk?: Buffer) => (body = chunk?.toString() ?? "") } as unknown as ServerResponse;
  await files.serve({ url: "/", method: "GET", headers: {} } as IncomingMessage, res);
  return body;
}

describe("publishing a client build", () => {
  it("switches dist/client to each new build, keeps the one before and those running servers serve, removes others", async () => {
    dist = mkdtempSync(join(tmpdir(), "sf-dist-"));
    // A dist/client folder from before builds were linked becomes the previous build.
    build("client", "legacy");
    const first = build("client-aaa-1", "first");
    publishBuild(first, "a".repeat(64));
    expect(readlinkSync(join(dist, "client"))).toBe("client-aaa-1");
    expect(JSON.parse(readFileSync(join(dist, "client", "build.json"), "utf8")).sourceHash).toBe("a".repeat(64));

    const running = clientFiles(join(dist, "client"));
    expect(await servedIndex(running)).toContain("first");

    const underWay = build("client-ccc-3", "under way");
    const second = build("client-bbb-2", "second");
    publishBuild(second, "b".repeat(64));
    expect(readlinkSync(join(dist, "client"))).toBe("client-bbb-2");
    // The server started on the first build keeps serving it; a new one serves the second.
    expect(await servedIndex(running)).toContain("first");
    expect(await servedIndex(clientFiles(join(dist, "client")))).toContain("second");
    expect(existsSync(first)).toBe(true);
    expect(existsSync(underWay)).toBe(true);

    // However many builds follow, the ones running servers serve (both started in this process)
    // stay while their process lives; the others go once they are neither live nor the previous.
    const third = build("client-ddd-4", "third");
    publishBuild(third, "d".repeat(64));
    publishBuild(build("client-eee-5", "fourth"), "e".repeat(64));
    publishBuild(build("client-fff-6", "fifth"), "f".repeat(64));
    expect(existsSync(third)).toBe(false);
    expect(existsSync(first) && existsSync(second) && existsSync(underWay)).toBe(true);
    expect(await servedIndex(running)).toContain("first");

    // A server that has stopped no longer holds its build (a process id no process has).
    renameSync(join(dist, ".in-use", `client-aaa-1.${process.pid}`), join(dist, ".in-use", "client-aaa-1.999999999"));
    publishBuild(build("client-ggg-7", "sixth"), "g".repeat(64));
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    expect(existsSync(join(dist, ".in-use", "client-aaa-1.999999999"))).toBe(false);
  });

  it("precompresses text files of 1 KB or more with brotli and gzip", async () => {
    dist = mkdtempSync(join(tmpdir(), "sf-dist-"));
    const dir = build("client-eee-5", "x");
    writeFileSync(join(dir, "assets", "big.js"), "export const a = 1;\n".repeat(200));
    writeFileSync(join(dir, "assets", "small.js"), "export const a = 1;\n");
    writeFileSync(join(dir, "assets", "big.png"), Buffer.alloc(4096));
    expect(await precompress(dir)).toBe(1);
    expect(existsSync(join(dir, "assets", "big.js.br"))).toBe(true);
    expect(existsSync(join(dir, "assets", "big.js.gz"))).toBe(true);
    expect(existsSync(join(dir, "assets", "small.js.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "big.png.br"))).toBe(false);
  });
});
