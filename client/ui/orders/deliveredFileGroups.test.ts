import { describe, expect, it } from "vitest";
import { formatPlayingTime, groupDeliveredFiles } from "./deliveredFileGroups.ts";

const file = (itemIndex: number | null, format: string, extra: Partial<{ preview: boolean; isProgramme: boolean; downloadUrl: string | null; url: string | null }> = {}) => ({
  itemIndex,
  format,
  isProgramme: extra.isProgramme ?? false,
  preview: extra.preview ?? false,
  downloadUrl: extra.downloadUrl === undefined ? `/d/${itemIndex}/${format}` : extra.downloadUrl,
  url: extra.url === undefined ? `/p/${itemIndex}/${format}` : extra.url,
});

describe("groupDeliveredFiles", () => {
  it("groups per prompt in order, the programme last, formats in the order form's order, the preview apart", () => {
    const groups = groupDeliveredFiles([
      file(null, "MP3", { isProgramme: true }),
      file(1, "MP3"),
      file(1, "MULAW_8K_WAV"),
      file(0, "MP3"),
      file(0, "PCM16_8K_WAV", { preview: true }),
    ]);
    expect(groups.map((group) => group.key)).toEqual(["item-0", "item-1", "programme"]);
    expect(groups[0]!.preview?.format).toBe("PCM16_8K_WAV");
    expect(groups[0]!.downloads.map((f) => f.format)).toEqual(["MP3"]);
    expect(groups[1]!.downloads.map((f) => f.format)).toEqual(["MULAW_8K_WAV", "MP3"]);
    expect(groups[1]!.preview).toBeNull();
  });

  it("leaves out files without an address, and groups left empty", () => {
    const groups = groupDeliveredFiles([file(0, "MP3", { downloadUrl: null }), file(0, "PCM16_8K_WAV", { preview: true, url: null }), file(1, "MP3")]);
    expect(groups.map((group) => group.key)).toEqual(["item-1"]);
  });
});

describe("formatPlayingTime", () => {
  it("reads as minutes and seconds", () => {
    expect(formatPlayingTime(1500)).toBe("0:02");
    expect(formatPlayingTime(75_000)).toBe("1:15");
  });
});
