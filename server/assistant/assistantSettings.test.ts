import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { cleanAssistantInput } from "./assistantSettings.ts";

const problems = (input: Parameters<typeof cleanAssistantInput>[0]) => {
  try {
    cleanAssistantInput(input);
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.fields.map((f) => [f.path.join("."), f.message]));
  }
};

describe("the assistant's settings input", () => {
  it("trims the key and the model, and leaves out what is not given", () => {
    expect(cleanAssistantInput({ apiKey: "  sk-or-v1-abcdefghijklmnopqrstuvwxyz  ", model: " openai/gpt-4o-mini " })).toEqual({
      apiKey: "sk-or-v1-abcdefghijklmnopqrstuvwxyz",
      removeKey: false,
      model: "openai/gpt-4o-mini",
      instructions: {},
    });
    expect(cleanAssistantInput({ apiKey: "   ", model: null })).toEqual({ apiKey: null, removeKey: false, model: null, instructions: {} });
  });

  it.each(["openai/gpt-4o-mini", "anthropic/claude-3.5-sonnet", "meta-llama/llama-3.1-8b-instruct:free", "google/gemini-2.0-flash-001"])("takes the model id %s", (model) => {
    expect(problems({ model })).toEqual({});
  });

  it.each(["gpt-4o-mini", "openai/", "/gpt", "openai/gpt 4", "openai/gpt-4o/extra", `openai/${"x".repeat(100)}`])("refuses the model id %s", (model) => {
    expect(Object.keys(problems({ model }))).toEqual(["input.model"]);
  });

  it("refuses a key with spaces or too short, and removing a key while replacing it", () => {
    expect(problems({ apiKey: "sk-or-v1 with spaces in it ok" })).toHaveProperty("input.apiKey");
    expect(problems({ apiKey: "sk-or-short" })).toHaveProperty("input.apiKey");
    expect(problems({ apiKey: "sk-or-v1-abcdefghijklmnopqrstuvwxyz", removeKey: true })).toEqual({ "input.removeKey": "cannot remove the key while replacing it" });
  });

  it("takes instructions per task within their length, once each", () => {
    const text = "Write short, friendly on-hold messages.";
    expect(cleanAssistantInput({ instructions: [{ task: "DRAFT", text: ` ${text} ` }] }).instructions).toEqual({ DRAFT: text });
    expect(problems({ instructions: [{ task: "SHORTEN", text: "Too short" }, { task: "SHORTEN", text }] })).toEqual({
      "input.instructions.0.text": "must be longer than or equal to 20 characters",
      "input.instructions.1.task": "is given twice",
    });
  });
});
