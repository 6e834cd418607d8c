import { describe, expect, it } from "vitest";
import {
  allowedExtensions,
  dropzoneAccept,
  fileProblem,
  formatBytes,
  isAcceptedType,
  rejectionMessage,
  rejectionMessages,
  soundtrackUpload,
  voicePhotoUpload as IMAGE_UPLOAD,
  voiceSampleUpload as AUDIO_UPLOAD,
} from "./uploadRules.ts";

const rejection = (name: string, ...codes: string[]) => ({
  file: { name, size: 1, type: "" },
  errors: codes.map((code) => ({ code, message: `react-dropzone says ${code}` })),
});

describe("rejectionMessage", () => {
  it("names the file and the allowed extensions when the type is refused", () => {
    expect(rejectionMessage(rejection("notes.txt", "file-invalid-type"), AUDIO_UPLOAD)).toBe(
      "notes.txt: file type not accepted (allowed: mp3, wav, ogg, m4a)",
    );
    expect(rejectionMessage(rejection("cv.pdf", "file-invalid-type"), IMAGE_UPLOAD)).toBe(
      "cv.pdf: file type not accepted (allowed: jpg, png, webp, svg)",
    );
  });

  it("names the size limit when the file is too large", () => {
    expect(rejectionMessage(rejection("master.wav", "file-too-large"), AUDIO_UPLOAD)).toBe("master.wav: larger than 20 MB");
    expect(rejectionMessage(rejection("portrait.png", "file-too-large"), IMAGE_UPLOAD)).toBe("portrait.png: larger than 5 MB");
    expect(rejectionMessage(rejection("bed.wav", "file-too-large"), soundtrackUpload)).toBe("bed.wav: larger than 50 MB");
  });

  it("reports the type first when a file has several problems", () => {
    expect(rejectionMessage(rejection("huge.txt", "file-too-large", "file-invalid-type"), AUDIO_UPLOAD)).toBe(
      "huge.txt: file type not accepted (allowed: mp3, wav, ogg, m4a)",
    );
  });

  it("explains empty files, extra files and unknown codes", () => {
    expect(rejectionMessage(rejection("empty.mp3", "file-too-small"), AUDIO_UPLOAD)).toBe("empty.mp3: the file is empty");
    expect(rejectionMessage(rejection("second.mp3", "too-many-files"), AUDIO_UPLOAD)).toBe(
      "second.mp3: only one file can be added at a time",
    );
    expect(rejectionMessage(rejection("odd.mp3", "custom"), AUDIO_UPLOAD)).toBe("odd.mp3: react-dropzone says custom");
    expect(rejectionMessage(rejection("", "file-too-large"), AUDIO_UPLOAD)).toBe("The file: larger than 20 MB");
  });

  it("lists each refused file once", () => {
    const messages = rejectionMessages(
      [rejection("a.txt", "file-invalid-type"), rejection("a.txt", "file-invalid-type"), rejection("b.wav", "file-too-large")],
      AUDIO_UPLOAD,
    );
    expect(messages).toEqual(["a.txt: file type not accepted (allowed: mp3, wav, ogg, m4a)", "b.wav: larger than 20 MB"]);
  });
});

describe("accepted types", () => {
  it("accepts by extension or by media type", () => {
    expect(isAcceptedType({ name: "take.MP3", type: "" }, AUDIO_UPLOAD)).toBe(true);
    expect(isAcceptedType({ name: "take", type: "audio/mpeg" }, AUDIO_UPLOAD)).toBe(true);
    expect(isAcceptedType({ name: "take.bin", type: "audio/ogg; codecs=opus" }, AUDIO_UPLOAD)).toBe(true);
    expect(isAcceptedType({ name: "notes.txt", type: "text/plain" }, AUDIO_UPLOAD)).toBe(false);
    expect(isAcceptedType({ name: ".mp3", type: "" }, AUDIO_UPLOAD)).toBe(false);
  });

  it("gives the dropzone media types with their extensions", () => {
    const accept = dropzoneAccept(IMAGE_UPLOAD);
    expect(accept["image/jpeg"]).toEqual([".jpg", ".jpeg"]);
    expect(accept["image/svg+xml"]).toEqual([".svg"]);
    expect(dropzoneAccept(AUDIO_UPLOAD)["audio/mpeg"]).toEqual([".mp3"]);
    expect(dropzoneAccept(AUDIO_UPLOAD)["audio/wav"]).toEqual([".wav"]);
    expect(allowedExtensions(IMAGE_UPLOAD)).toEqual(["jpg", "png", "webp", "svg"]);
  });

  it("checks files picked outside the dropzone the same way", () => {
    expect(fileProblem({ name: "a.mp3", size: 10, type: "audio/mpeg" }, AUDIO_UPLOAD)).toBeNull();
    expect(fileProblem({ name: "a.txt", size: 10, type: "text/plain" }, AUDIO_UPLOAD)).toMatch(/file type not accepted/);
    expect(fileProblem({ name: "a.mp3", size: 21 * 1024 * 1024, type: "audio/mpeg" }, AUDIO_UPLOAD)).toBe("a.mp3: larger than 20 MB");
    expect(fileProblem({ name: "a.mp3", size: 0, type: "audio/mpeg" }, AUDIO_UPLOAD)).toBe("a.mp3: the file is empty");
  });
});

describe("formatBytes", () => {
  it("reads like a person would write it", () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe("20 MB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatBytes(800 * 1024)).toBe("800 KB");
    expect(formatBytes(12)).toBe("12 B");
  });
});
