import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliverableDownloadName, deliverableFileName, deliverableZipPath, FILE_FORMAT_FOLDERS, FILE_FORMATS } from "./fileFormats.ts";

const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(wav|vox|mp3|ulaw|alaw|sln|g722|amr|m4a)$/;

describe("deliverable file names", () => {
  it("keeps a name the order form accepts as the customer typed it, with the format's extension", () => {
    expect(deliverableFileName("main_menu", "MULAW_8K_WAV", 1)).toBe("main_menu.wav");
    expect(deliverableFileName("Welcome-2", "VOX_6K", 1)).toBe("Welcome-2.vox");
    expect(deliverableFileName("closed", "MP3", 1)).toBe("closed.mp3");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/), fc.constantFrom(...FILE_FORMATS), (name, formatId) => {
        const fileName = deliverableFileName(name, formatId, 1);
        expect(fileName.startsWith(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i.test(name) ? `${name}-prompt.` : `${name}.`)).toBe(true);
      }),
    );
  });

  it("turns other names into plain ASCII", () => {
    expect(deliverableFileName("Main menu", "MULAW_8K_WAV", 1)).toBe("Main-menu.wav");
    expect(deliverableFileName("  Menú principal – días festivos ", "ALAW_8K_WAV", 1)).toBe("Menu-principal-dias-festivos.wav");
    expect(deliverableFileName("Straße Øst Łódź", "PCM16_WAV", 1)).toBe("Strasse-Ost-Lodz.wav");
    expect(deliverableFileName("Sales/Support\\Billing", "PCM16_8K_WAV", 1)).toBe("Sales-Support-Billing.wav");
    expect(deliverableFileName("../../etc/passwd", "MP3", 1)).toBe("etc-passwd.mp3");
    expect(deliverableFileName("v1.2 intro", "VOX_8K", 1)).toBe("v1-2-intro.vox");
    expect(deliverableFileName("welcome.wav", "MP3", 1)).toBe("welcome.mp3");
    expect(deliverableFileName("_hidden", "MP3", 1)).toBe("hidden.mp3");
  });

  it("falls back to the prompt's position when nothing of the name is left", () => {
    expect(deliverableFileName("", "MULAW_8K_WAV", 1)).toBe("prompt-1.wav");
    expect(deliverableFileName(" / . ", "MP3", 4)).toBe("prompt-4.mp3");
    expect(deliverableFileName("こんにちは", "VOX_8K", 12)).toBe("prompt-12.vox");
  });

  it("steers clear of names Windows reserves for devices", () => {
    expect(deliverableFileName("CON", "MULAW_8K_WAV", 1)).toBe("CON-prompt.wav");
    expect(deliverableFileName("lpt1", "MP3", 1)).toBe("lpt1-prompt.mp3");
    expect(deliverableFileName("console", "MP3", 1)).toBe("console.mp3");
  });

  it("shortens very long names to 80 characters before the extension", () => {
    expect(deliverableFileName(`${"a".repeat(79)} b c`, "MP3", 1)).toBe(`${"a".repeat(79)}.mp3`);
  });

  it("makes a safe file name of anything", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), fc.constantFrom(...FILE_FORMATS), fc.integer({ min: 1, max: 500 }), (name, formatId, position) => {
        const fileName = deliverableFileName(name, formatId, position);
        expect(fileName).toMatch(SAFE_FILE_NAME);
        expect(fileName.length).toBeLessThanOrEqual(80 + "-prompt.alaw".length);
      }),
    );
  });

  it("puts each format in its own folder of a delivery ZIP, so the same prompt in two WAV formats does not collide", () => {
    expect(deliverableZipPath("main_menu", "MULAW_8K_WAV", 1)).toBe("mulaw-8khz-wav/main_menu.wav");
    expect(deliverableZipPath("main_menu", "ALAW_8K_WAV", 1)).toBe("alaw-8khz-wav/main_menu.wav");
    expect(new Set(Object.values(FILE_FORMAT_FOLDERS)).size).toBe(FILE_FORMATS.length);
  });

  it("names each format's own download apart, so saving every format of a prompt to one folder keeps them all", () => {
    expect(deliverableDownloadName("main_menu.wav", "MULAW_8K_WAV")).toBe("main_menu-mulaw-8khz.wav");
    expect(deliverableDownloadName("main_menu.wav", "PCM16_WAV")).toBe("main_menu-pcm16-16khz.wav");
    expect(deliverableDownloadName("main_menu.vox", "VOX_6K")).toBe("main_menu-6khz.vox");
    const names = FILE_FORMATS.map((format) => deliverableDownloadName(deliverableFileName("main_menu", format, 1), format));
    expect(new Set(names).size).toBe(FILE_FORMATS.length);
  });
});
