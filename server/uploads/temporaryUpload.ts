// An uploaded file as resolvers receive it: a File whose bytes stay on disk, in the temporary file
// the multipart reader streamed them to (multipartReader.ts). Reading it (`arrayBuffer()`,
// `stream()`) reads that file; the file is removed when the request's response is sent.
//
// A file larger than its field takes is kept on disk only to that limit and one byte more, but its
// `size` is what the client sent: the field's size check refuses it, naming its real size, before
// anything reads the incomplete bytes.
import { openAsBlob } from "node:fs";

export class TemporaryUpload extends File {
  /** Where the bytes are, for tools that read a path (ffmpeg); valid until the response is sent. */
  readonly path: string;
  readonly #sentBytes: number;

  private constructor(bytes: Blob, name: string, type: string, path: string, sentBytes: number) {
    super([bytes], name, { type });
    this.path = path;
    this.#sentBytes = sentBytes;
  }

  /** The bytes the client sent (those on disk, unless the file was larger than its field takes). */
  override get size(): number {
    return this.#sentBytes;
  }

  /** The file at `path`, once it is completely written (a disk-backed Blob may not change afterwards). */
  static async open(path: string, name: string, type: string, sentBytes: number): Promise<TemporaryUpload> {
    return new TemporaryUpload(await openAsBlob(path, { type }), name, type, path, sentBytes);
  }
}

/** The temporary file holding an uploaded File's bytes, or null for a File that is not an upload on disk. */
export function uploadPath(file: File): string | null {
  return file instanceof TemporaryUpload ? file.path : null;
}
