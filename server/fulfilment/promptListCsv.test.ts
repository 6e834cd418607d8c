import { describe, expect, it } from "vitest";
import { parsePromptList } from "../../common/orders/promptList.ts";
import { promptListCsv } from "./promptListCsv.ts";

const items = [
  { name: "main_menu", text: "Thank you for calling. For sales, press 1." },
  { name: "closed", text: 'We are "closed".' },
];

describe("promptListCsv", () => {
  it("lists each prompt's delivered file per ordered format, its text and its spoken seconds", () => {
    const files = [
      { itemIndex: 0, format: "MP3", fileName: "main_menu-mp3.mp3", durationMs: 3260 },
      { itemIndex: 0, format: "MULAW_8K_WAV", fileName: "main_menu-mulaw-8khz.wav", durationMs: 3240 },
      { itemIndex: 1, format: "MULAW_8K_WAV", fileName: "closed-mulaw-8khz.wav", durationMs: 1950 },
      { itemIndex: null, format: "MULAW_8K_WAV", fileName: "on-hold-programme.wav", durationMs: 180_000 },
    ];
    expect(promptListCsv(items, ["MULAW_8K_WAV", "MP3"], files)).toBe(
      "\uFEFFname,file (µ-law 8 kHz WAV),file (MP3),text,spoken seconds\r\n" +
        'main_menu,main_menu-mulaw-8khz.wav,main_menu-mp3.mp3,"Thank you for calling. For sales, press 1.",3.2\r\n' +
        'closed,closed-mulaw-8khz.wav,,"We are ""closed"".",2.0\r\n',
    );
  });

  it("is read back by the wizard's list import", () => {
    const csv = promptListCsv(items, ["MP3"], []);
    expect(parsePromptList(csv, [], { maxItems: 100, maxWords: 0 })).toEqual({ prompts: items, problems: [] });
  });
});
