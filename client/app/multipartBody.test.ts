import { describe, expect, it } from "vitest";
import { multipartBody } from "./multipartBody.ts";

const persisted = { persistedQuery: { version: 1, sha256Hash: "ab12" } };

describe("multipartBody", () => {
  it("puts files in their own parts and maps them onto the variables", async () => {
    const file = new File(["RIFF"], "prompt.wav", { type: "audio/wav" });
    const form = multipartBody({ variables: { input: { title: "Hello", file: null } }, operationName: "M", extensions: persisted }, { "input.file": file });
    expect(JSON.parse(form.get("operations") as string)).toEqual({
      variables: { input: { title: "Hello", file: null } },
      operationName: "M",
      extensions: persisted,
    });
    expect(JSON.parse(form.get("map") as string)).toEqual({ "0": ["variables.input.file"] });
    const part = form.get("0") as File;
    expect(part.name).toBe("prompt.wav");
    expect(await part.text()).toBe("RIFF");
  });

  it("creates missing objects on the way to a file's path", () => {
    const form = multipartBody({ variables: {}, operationName: "Q", extensions: persisted }, { "input.script": new Blob(["x"]) });
    expect(JSON.parse(form.get("operations") as string).variables).toEqual({ input: { script: null } });
  });
});
