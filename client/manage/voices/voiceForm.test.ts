import { describe, expect, it } from "vitest";
import { emptyVoiceForm, onListFields, validateSampleForm, validateVoiceForm, voiceFormValues, voiceInput } from "./voiceForm.ts";

const charlotte = {
  name: "Charlotte",
  slug: "charlotte",
  languages: ["en-GB"],
  gender: "FEMALE",
  styles: ["warm", "friendly"],
  bio: "A warm British voice.",
  featured: true,
  active: true,
  position: 0,
};

describe("voice form", () => {
  it("round-trips a stored voice", () => {
    const values = voiceFormValues(charlotte);
    expect(validateVoiceForm(values)).toEqual({});
    expect(voiceInput(values)).toEqual({ ...charlotte, slug: "charlotte" });
    expect(voiceInput({ ...values, slug: " ", position: "" })).toMatchObject({ slug: null, position: null });
  });

  it("gives the server's messages for a new voice left empty", () => {
    expect(validateVoiceForm(emptyVoiceForm(3))).toEqual({
      name: "should not be empty",
      languages: "should not be empty",
      gender: "Choose one",
      styles: "should not be empty",
      bio: "should not be empty",
    });
  });

  it("shows an item's problem on its list", () => {
    expect(validateVoiceForm({ ...voiceFormValues(charlotte), languages: ["en-GB", "english"] })).toEqual({
      languages: "must be a language tag such as en-GB",
    });
    expect(onListFields({ "styles.2": "must not contain a comma", name: "x" }, ["styles"])).toEqual({ styles: "must not contain a comma", name: "x" });
  });
});

describe("sample form", () => {
  it("needs a title, one of the languages and a file", () => {
    expect(validateSampleForm({ title: "", language: null, style: "", file: null })).toEqual({
      title: "should not be empty",
      language: "should not be empty",
      file: "Choose an audio file to upload",
    });
    const file = new File(["x"], "take.mp3", { type: "audio/mpeg" });
    expect(validateSampleForm({ title: "Welcome", language: "en-GB", style: "", file })).toEqual({});
  });
});
