// An uploaded file as resolvers receive it: a File whose bytes stay on disk, in the temporary file
// the multipart reader streamed them to (multipartReader.ts). Reading it (`arrayBuffer()`,
// `stream()`) reads that file; the file is removed when the request's response is sent.
import { openAsBlob } from "node:fs";

export class TemporaryUpload extends File {
  /** Where the bytes are, for tools that read a path (ffmpeg); valid until the response is sent. */
  readonly path: string;

  private constructor(bytes: Blob, name: string, type: string, path: string) {
    super([bytes], name, { type });
    this.path = path;
  }

  /** The file at `path`, once it is completely written (a disk-backed Blob may not change afterwards). */
  static async open(path: string, name: string, type: string): Promise<TemporaryUpload> {
    return new TemporaryUpload(await openAsBlob(path, { type }), name, type, path);
  }
}

/** The temporary file holding an uploaded File's bytes, or null for a File that is not an upload on disk. */
export function uploadPath(file: File): string | null {
  return file instanceof TemporaryUpload ? file.path : null;
}
