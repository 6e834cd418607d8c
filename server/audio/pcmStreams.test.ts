// One decode of a master for all its bands: the clean-up chains' shared beginning runs once, and
// each band still gets exactly the samples its chain alone gives.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcm16Wav, speechLikePcm } from "../../tests/audio/generate.ts";
import { cleanupFilterList, NO_FAULTS } from "./cleanupChain.ts";
import { decodeBranches, sharedChainsGraph, type SampleBranches } from "./pcmStreams.ts";

describe("sharedChainsGraph", () => {
  it("runs the filters chains begin with once and splits where they part", () => {
    expect(sharedChainsGraph("0:a:0", [["a", "b", "c"], ["a", "b", "d"], ["a", "e"]]).split(";")).toEqual([
      "[0:a:0]a,asplit=2[split0][split1]",
      "[split0]b,asplit=2[split2][split3]",
      "[split2]c[out0]",
      "[split3]d[out1]",
      "[split1]e[out2]",
    ]);
  });

  it("gives a chain that ends where others go on, and a chain twice, the samples as they are there", () => {
    expect(sharedChainsGraph("0:a:0", [["a"], ["a", "b"], ["a"]]).split(";")).toEqual(["[0:a:0]a,asplit=3[split0][split1][split2]", "[split0]anull[out0]", "[split1]anull[out2]", "[split2]b[out1]"]);
  });

  it("is one chain when there is one", () => {
    expect(sharedChainsGraph("0:a:0", [["a", "b"]])).toBe("[0:a:0]a,b[out0]");
  });
});

describe("decodeBranches", () => {
  let dir: string;
  let master: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "studiofront-branches-"));
    master = join(dir, "master.wav");
    await writeFile(master, pcm16Wav(speechLikePcm({ rate: 48000, seconds: 2, leadSeconds: 0.2, tailSeconds: 0.2, seed: 11 }), 48000));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const read = async ({ outputs, done }: SampleBranches): Promise<Float32Array[]> => {
    const all = await Promise.all(
      outputs.map(async (output) => {
        const chunks: number[] = [];
        for await (const chunk of output) chunks.push(...chunk);
        return Float32Array.from(chunks);
      }),
    );
    await done;
    return all;
  };

  it.each([
    ["no fault", NO_FAULTS],
    ["a DC offset and hum", { dcOffset: 120, humHz: 50 }],
  ])("gives every band, its beginning shared with the others, the samples its chain gives alone (%s)", async (_, faults) => {
    const chains = [
      { sampleRate: 8000, narrowband: true },
      { sampleRate: 16000, narrowband: false },
      { sampleRate: 44100, narrowband: false },
    ].map((band) => cleanupFilterList(band, faults));
    const together = await read(decodeBranches(master, chains));
    for (const [index, chain] of chains.entries()) {
      const [alone] = await read(decodeBranches(master, [chain]));
      expect(together[index].length, `band ${index}`).toBeGreaterThan(0);
      expect(Buffer.from(together[index].buffer).equals(Buffer.from(alone.buffer)), `band ${index}`).toBe(true);
    }
  });
});
