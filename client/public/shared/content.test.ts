import { describe, expect, it } from "vitest";
import { contentBlocks } from "./ContentBody.tsx";

describe("contentBlocks", () => {
  it("splits paragraphs on blank lines and finds numbered section headings", () => {
    expect(contentBlocks("1. Who we are\n\nThese terms apply.\n\n\n2. Orders and quotes\n\nAn order is placed when you pay.\n\n3. This is a sentence, not a heading.")).toEqual([
      { kind: "heading", text: "1. Who we are" },
      { kind: "paragraph", text: "These terms apply." },
      { kind: "heading", text: "2. Orders and quotes" },
      { kind: "paragraph", text: "An order is placed when you pay." },
      { kind: "paragraph", text: "3. This is a sentence, not a heading." },
    ]);
    expect(contentBlocks("  \n\n ")).toEqual([]);
  });
});
