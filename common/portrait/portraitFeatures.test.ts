import { describe, expect, it } from "vitest";
import { nameHash, portraitFeatures } from "./portraitFeatures.ts";
import { portraitSvg } from "./portraitSvg.ts";

// The demo roster's names: each must get a portrait of its own.
const ROSTER = ["Charlotte", "Oliver", "Madison", "Marcus", "Sam", "Katrin", "Lukas", "Camille", "Javier", "Daan", "Giulia"];

describe("portraitFeatures", () => {
  it("gives a voice the same portrait every time, whatever the case or spacing of its name", () => {
    expect(portraitFeatures("Lukas")).toEqual(portraitFeatures(" lukas "));
  });

  it("gives every voice of the roster a different portrait", () => {
    const portraits = new Set(ROSTER.map((name) => JSON.stringify(portraitFeatures(name))));
    expect(portraits.size).toBe(ROSTER.length);
  });

  it("varies the hair and the background across the roster, not only one detail", () => {
    const features = ROSTER.map(portraitFeatures);
    expect(new Set(features.map((feature) => feature.hairStyle)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(features.map((feature) => feature.background[0])).size).toBeGreaterThanOrEqual(8);
  });

  it("hashes strings stably (FNV-1a)", () => {
    // Published FNV-1a 32-bit test vectors.
    expect(nameHash("")).toBe(0x811c9dc5);
    expect(nameHash("a")).toBe(0xe40c292c);
    expect(nameHash("foobar")).toBe(0xbf9cf968);
  });
});

describe("portraitSvg", () => {
  it("draws a titled SVG document, escaping the title, with no initials in it", () => {
    const svg = portraitSvg("Sam", "Illustrated portrait of Sam & co, a demo voice");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img">/);
    expect(svg).toContain("<title>Illustrated portrait of Sam &amp; co, a demo voice</title>");
    expect(svg).not.toContain("<text");
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws each voice of the roster differently", () => {
    expect(new Set(ROSTER.map((name) => portraitSvg(name))).size).toBe(ROSTER.length);
  });
});
