import { describe, expect, it } from "vitest";
import { MB, acceptMap, voicePhotoUpload, voiceSampleUpload } from "../../common/validation/catalogueSchemas.ts";
import { scriptUpload } from "../../common/validation/contactSchemas.ts";
import { ValidationError } from "../errors.ts";
import { extensionOf, mediaTypeEssence, readUpload, uploadIssue } from "./uploads.ts";

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("extensionOf and mediaTypeEssence", () => {
  it("take the last extension, lower-cased, and the media type without parameters", () => {
    expect(extensionOf("Take 1.final.MP3")).toBe("mp3");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf("dir.v2/notes")).toBe("");
    expect(extensionOf(".wav")).toBe("wav");
    expect(mediaTypeEssence(" Audio/MPEG; charset=binary")).toBe("audio/mpeg");
  });
});

describe("uploadIssue", () => {
  it("accepts each listed extension with one of its media types", () => {
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "audio/mpeg", 1000))).toBeNull();
    expect(uploadIssue(voiceSampleUpload, file("hello.WAV", "audio/x-wav", 1000))).toBeNull();
    expect(uploadIssue(voiceSampleUpload, file("hello.ogg", "audio/ogg", 1000))).toBeNull();
    expect(uploadIssue(voiceSampleUpload, file("hello.m4a", "audio/mp4", 1000))).toBeNull();
    expect(uploadIssue(voicePhotoUpload, file("face.jpeg", "image/jpeg", 1000))).toBeNull();
    expect(uploadIssue(voicePhotoUpload, file("face.svg", "image/svg+xml", 1000))).toBeNull();
    expect(uploadIssue(scriptUpload, file("script.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 1000))).toBeNull();
  });

  it("refuses an extension that is not listed, naming the accepted types", () => {
    expect(uploadIssue(voiceSampleUpload, file("hello.flac", "audio/mpeg", 1000))).toBe("must be one of the following types: mp3, wav, ogg, m4a");
    expect(uploadIssue(voiceSampleUpload, file("hello", "audio/mpeg", 1000))).toBe("must be one of the following types: mp3, wav, ogg, m4a");
    expect(uploadIssue(voicePhotoUpload, file("face.gif", "image/gif", 1000))).toBe("must be one of the following types: jpg, png, webp, svg");
    expect(uploadIssue(scriptUpload, file("script.exe", "text/plain", 1000))).toBe("must be one of the following types: pdf, doc, docx, odt, rtf, txt");
  });

  it("refuses a media type that does not belong to the extension", () => {
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "image/png", 1000))).toMatch(/^must be one of the following types/);
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "audio/wav", 1000))).toMatch(/^must be one of the following types/);
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "", 1000))).toMatch(/^must be one of the following types/);
    expect(uploadIssue(voicePhotoUpload, file("face.png", "text/html", 1000))).toMatch(/^must be one of the following types/);
  });

  it("refuses empty files and files above the limit", () => {
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "audio/mpeg", 0))).toBe("should not be empty");
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "audio/mpeg", 20 * MB))).toBeNull();
    expect(uploadIssue(voiceSampleUpload, file("hello.mp3", "audio/mpeg", 20 * MB + 1))).toBe("must be smaller than 20 MB");
    expect(uploadIssue(voicePhotoUpload, file("face.png", "image/png", 5 * MB + 1))).toBe("must be smaller than 5 MB");
    expect(uploadIssue(scriptUpload, file("script.pdf", "application/pdf", 10 * MB + 1))).toBe("must be smaller than 10 MB");
  });
});

describe("readUpload", () => {
  const blobFile = (bytes: number, name = "take.mp3", type = "audio/mpeg") => new File([new Uint8Array(bytes).fill(7)], name, { type });

  it("returns the bytes, the clean media type and the extension", async () => {
    const upload = await readUpload(voiceSampleUpload, blobFile(10, "Take.MP3", "audio/mpeg; foo=bar"), "input.file");
    expect(upload).toMatchObject({ name: "Take.MP3", mediaType: "audio/mpeg", extension: "mp3" });
    expect(upload.data.length).toBe(10);
  });

  it("throws a ValidationError at the given path", async () => {
    const error = await readUpload(voiceSampleUpload, blobFile(0), "input.file").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual([{ path: ["input", "file"], message: "should not be empty" }]);
  });

  it("checks the bytes actually received, not the declared size", async () => {
    const lying = { name: "take.mp3", type: "audio/mpeg", size: 10, arrayBuffer: async () => new ArrayBuffer(0) };
    const error = (await readUpload(voiceSampleUpload, lying, "input.file").catch((e: unknown) => e)) as ValidationError;
    expect(error.fields[0].message).toBe("should not be empty");
  });
});

describe("acceptMap", () => {
  it("lists the extensions of each media type for the dropzone", () => {
    expect(acceptMap(voicePhotoUpload)["image/jpeg"]).toEqual([".jpg", ".jpeg"]);
    expect(acceptMap(voiceSampleUpload)["audio/mpeg"]).toEqual([".mp3"]);
  });
});
