import { describe, expect, it } from "vitest";
import { EMPTY_VOICE_FILTERS, hasVoiceFilters, parseVoiceFilters, voiceFiltersParam } from "./voiceFilters.ts";

describe("voice filters in the URL", () => {
  it("reads the list-query language", () => {
    expect(parseVoiceFilters("language~ANY~de-DE,gender~FEMALE")).toEqual({ filters: { languages: ["de-DE"], genders: ["FEMALE"], styles: [] }, error: null });
    expect(parseVoiceFilters("language~ANY~de-DE,en-GB,gender~IN~FEMALE,MALE,style~ANY~warm,calm").filters).toEqual({
      languages: ["de-DE", "en-GB"],
      genders: ["FEMALE", "MALE"],
      styles: ["warm", "calm"],
    });
    expect(parseVoiceFilters(null)).toEqual({ filters: EMPTY_VOICE_FILTERS, error: null });
  });

  it("writes it back, the shortest way", () => {
    expect(voiceFiltersParam({ languages: ["de-DE"], genders: ["FEMALE"], styles: [] })).toBe("language~ANY~de-DE,gender~FEMALE");
    expect(voiceFiltersParam({ languages: [], genders: ["FEMALE", "NON_BINARY"], styles: ["warm", "calm"] })).toBe("gender~IN~FEMALE,NON_BINARY,style~ANY~warm,calm");
    expect(voiceFiltersParam(EMPTY_VOICE_FILTERS)).toBe("");
    const filters = { languages: ["fr-FR", "nl-NL"], genders: ["MALE" as const], styles: ["elegant"] };
    expect(parseVoiceFilters(voiceFiltersParam(filters)).filters).toEqual(filters);
  });

  it("reports what it cannot read, with the list-query messages", () => {
    expect(parseVoiceFilters("price~MORE_THAN~3").error).toMatch(/not whitelisted/);
    expect(parseVoiceFilters("language~SOME~de").error).toMatch(/Invalid operator/);
    expect(parseVoiceFilters("gender~ROBOT").error).toBe("Unknown gender ROBOT.");
    expect(parseVoiceFilters("language~NOT~de-DE").error).toBe("Filter language does not support NOT.");
    expect(parseVoiceFilters("gender~ROBOT").filters).toEqual(EMPTY_VOICE_FILTERS);
  });

  it("knows when any filter is set", () => {
    expect(hasVoiceFilters(EMPTY_VOICE_FILTERS)).toBe(false);
    expect(hasVoiceFilters({ ...EMPTY_VOICE_FILTERS, styles: ["warm"] })).toBe(true);
  });
});
