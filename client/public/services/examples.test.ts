import { describe, expect, it } from "vitest";
import { chooseExamples, type ExampleVoice } from "./examples.ts";

const sample = (id: string, title: string, language: string, style: string | null = null) => ({ id, title, language, style, url: `/api/files/${id}` });
const voices: ExampleVoice[] = [
  { id: "v1", name: "Charlotte", languages: ["en-GB"], styles: ["calm", "warm"], samples: [sample("a", "Radio spot", "en-GB", "calm"), sample("b", "IVR greeting", "en-GB", "warm")] },
  { id: "v2", name: "Katrin", languages: ["de-DE", "en-GB"], styles: ["warm"], samples: [sample("c", "Begrüßung", "de-DE", "warm"), sample("d", "Welcome", "en-GB", "warm")] },
  { id: "v3", name: "Camille", languages: ["fr-FR"], styles: ["elegant"], samples: [sample("e", "Accueil", "fr-FR")] },
  { id: "v4", name: "Silent", languages: ["en-GB"], styles: [], samples: [] },
];

describe("chooseExamples", () => {
  it("prefers telephone samples for phone services", () => {
    expect(chooseExamples(voices, "phone").map((example) => example.sample.id)).toEqual(["b"]);
  });

  it("uses voices with two languages for bilingual work", () => {
    expect(chooseExamples(voices, "bilingual").map((example) => example.voiceName)).toEqual(["Katrin"]);
  });

  it("gives one sample per language for multilingual work", () => {
    expect(chooseExamples(voices, "multilingual").map((example) => example.sample.language)).toEqual(["en-GB", "de-DE", "fr-FR"]);
  });

  it("prefers lively reads for commercials and limits the count", () => {
    expect(chooseExamples(voices, "commercial").map((example) => example.sample.id)).toEqual(["b", "c"]);
    expect(chooseExamples(voices, "any", 2)).toHaveLength(2);
  });

  it("never picks a voice without samples and falls back to any sample", () => {
    expect(chooseExamples([voices[3]], "any")).toEqual([]);
    expect(chooseExamples([voices[2]], "phone").map((example) => example.sample.id)).toEqual(["e"]);
  });
});
