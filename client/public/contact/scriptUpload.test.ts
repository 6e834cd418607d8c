import { describe, expect, it } from "vitest";
import { formatFileSize, isAcceptedScriptType, SCRIPT_ACCEPT, SCRIPT_MAX_BYTES, scriptFileProblem, scriptRejectionMessage } from "./scriptUpload.ts";

describe("script upload", () => {
  it("accepts the server's types by extension or by media type", () => {
    expect(SCRIPT_ACCEPT["application/pdf"]).toEqual([".pdf"]);
    expect(SCRIPT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(isAcceptedScriptType({ name: "script.DOCX", type: "" })).toBe(true);
    expect(isAcceptedScriptType({ name: "script", type: "application/pdf" })).toBe(true);
    expect(isAcceptedScriptType({ name: "notes.txt", type: "text/plain; charset=utf-8" })).toBe(true);
    expect(isAcceptedScriptType({ name: "voice.mp3", type: "audio/mpeg" })).toBe(false);
  });

  it("says why the dropzone refused a file", () => {
    expect(scriptRejectionMessage({ file: { name: "voice.mp3", size: 10, type: "audio/mpeg" }, errors: [{ code: "file-invalid-type", message: "File type must be …" }] })).toBe(
      "“voice.mp3” was not added: only PDF, DOC, DOCX, ODT, RTF, TXT files are accepted.",
    );
    expect(scriptRejectionMessage({ file: { name: "big.pdf", size: 12.5 * 1024 * 1024, type: "application/pdf" }, errors: [{ code: "file-too-large", message: "" }] })).toBe(
      "“big.pdf” was not added: it is 12.5 MB, and scripts can be at most 10 MB.",
    );
    expect(scriptRejectionMessage({ file: { name: "b.pdf", size: 5, type: "application/pdf" }, errors: [{ code: "too-many-files", message: "" }] })).toMatch(/attach one script file/);
    expect(scriptRejectionMessage({ file: { name: "odd.pdf", size: 5, type: "" }, errors: [{ code: "custom", message: "Something odd" }] })).toBe("“odd.pdf” was not added: Something odd.");
  });

  it("checks files picked elsewhere the same way", () => {
    expect(scriptFileProblem({ name: "script.pdf", size: 2048, type: "application/pdf" })).toBeNull();
    expect(scriptFileProblem({ name: "empty.txt", size: 0, type: "text/plain" })).toMatch(/empty/);
    expect(scriptFileProblem({ name: "x.exe", size: 10, type: "application/octet-stream" })).toMatch(/only PDF/);
  });

  it("formats sizes", () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(1)).toBe("1 byte");
  });
});
