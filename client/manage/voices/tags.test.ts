import { describe, expect, it } from "vitest";
import { addTags, isLanguageTag, LANGUAGE_RULES, normalizeLanguageTag, normalizeStyle, STYLE_RULES } from "./tags.ts";

describe("language tags", () => {
  it("normalises letter case and separators", () => {
    expect(normalizeLanguageTag("en-gb")).toBe("en-GB");
    expect(normalizeLanguageTag(" EN ")).toBe("en");
    expect(normalizeLanguageTag("pt_br")).toBe("pt-BR");
    expect(normalizeLanguageTag("zh-hant-tw")).toBe("zh-Hant-TW");
    expect(normalizeLanguageTag("es-419")).toBe("es-419");
  });

  it("recognises tags the catalogue can hold", () => {
    expect(isLanguageTag("en-GB")).toBe(true);
    expect(isLanguageTag("nl")).toBe(true);
    expect(isLanguageTag("english")).toBe(false);
    expect(isLanguageTag("en-GBR")).toBe(false);
  });
});

describe("addTags", () => {
  it("adds normalised tags, comma-separated", () => {
    expect(addTags(["en-GB"], "fr-fr, de", LANGUAGE_RULES)).toEqual({ tags: ["en-GB", "fr-FR", "de"], problem: null });
  });

  it("refuses duplicates whatever their case", () => {
    expect(addTags(["en-GB"], "EN-gb", LANGUAGE_RULES)).toEqual({ tags: ["en-GB"], problem: "en-GB is already in the list" });
    expect(addTags(["warm"], "Warm", STYLE_RULES).problem).toBe("warm is already in the list");
  });

  it("enforces the maximum count", () => {
    const full = Array.from({ length: LANGUAGE_RULES.max }, (_, index) => `l${String.fromCharCode(97 + index)}`);
    expect(addTags(full, "fr", LANGUAGE_RULES)).toEqual({ tags: full, problem: "at most 10 can be added" });
  });

  it("explains tags that are not valid and ignores empty parts", () => {
    expect(addTags([], "english", LANGUAGE_RULES)).toEqual({ tags: [], problem: "english is not a language tag such as en-GB" });
    expect(addTags([], " , ,", LANGUAGE_RULES)).toEqual({ tags: [], problem: null });
    expect(normalizeStyle("  Warm   Friendly ")).toBe("warm friendly");
  });
});
