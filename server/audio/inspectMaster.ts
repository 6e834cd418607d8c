// Checks an uploaded master before anything is rendered from it: a WAV, FLAC or MP3 by its name
// and by its first bytes, which ffmpeg then decodes from start to end (as that container, not as
// whatever ffmpeg guesses), so a damaged file is refused at upload rather than at delivery. The
// master is read from its file on disk, never held in memory.
import { open, stat } from "node:fs/promises";
import { MAX_MASTER_BYTES, masterSizeRefusal } from "../../common/orders/masterSize.ts";
import { FfmpegError, streamFfmpeg } from "./ffmpeg.ts";

export { MAX_MASTER_BYTES };

export type MasterContainer = "wav" | "flac" | "mp3";

export type MasterInspection = { container: MasterContainer; durationMs: number; sampleRate: number; channels: number };

/** A master the studio cannot use; the message is for the studio. */
export class MasterRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MasterRejectedError";
  }
}

const CONTAINER_NAMES: Record<MasterContainer, string> = { wav: "a WAV", flac: "a FLAC", mp3: "an MP3" };

function containerOfName(fileName: string): MasterContainer | null {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === "wav" || extension === "flac" || extension === "mp3" ? extension : null;
}

const startsWith = (bytes: Uint8Array, text: string, offset = 0) => bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

/** What the first bytes say the file is. */
function containerOfContent(bytes: Uint8Array): MasterContainer | null {
  // RF64: the 64-bit WAV that broadcast recorders write.
  if ((startsWith(bytes, "RIFF") || startsWith(bytes, "RF64")) && startsWith(bytes, "WAVE", 8)) return "wav";
  if (startsWith(bytes, "fLaC")) return "flac";
  if (startsWith(bytes, "ID3")) return "mp3";
  // An MPEG audio frame header: 11 sync bits, then a version, and layer III ("01"); AAC's ADTS
  // headers share the sync bits but have layer "00".
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) === 0x02) return "mp3";
  return null;
}

/**
 * Decodes the whole file to 16-bit PCM in a WAV stream, keeping its rate and channels, and reads
 * them from that stream's header; the samples are counted as they pass, not kept (a 200 MB FLAC
 * decodes to twice that).
 */
async function decodeAndCount(path: string, container: MasterContainer): Promise<{ sampleRate: number; channels: number; frames: number }> {
  let head = Buffer.alloc(0);
  let format: { sampleRate: number; channels: number } | null = null;
  let dataBytes = -1;
  await streamFfmpeg(["-xerror", "-f", container, "-i", path, "-map", "0:a:0", "-c:a", "pcm_s16le", "-f", "wav", "pipe:1"], undefined, (chunk) => {
    if (dataBytes >= 0) {
      dataBytes += chunk.byteLength;
      return;
    }
    head = Buffer.concat([head, chunk]);
    // RIFF header, then chunks (id, size, body) up to "data", whose body is the samples.
    for (let offset = 12; offset + 8 <= head.length; ) {
      const id = head.toString("latin1", offset, offset + 4);
      const size = head.readUInt32LE(offset + 4);
      if (id === "data") {
        dataBytes = head.length - (offset + 8);
        return;
      }
      if (offset + 8 + size > head.length) return;
      if (id === "fmt ") format = { channels: head.readUInt16LE(offset + 10), sampleRate: head.readUInt32LE(offset + 12) };
      offset += 8 + size + (size % 2);
    }
  });
  if (!format || dataBytes < 0) throw new Error("ffmpeg wrote no WAV header");
  const { sampleRate, channels } = format;
  return { sampleRate, channels, frames: Math.floor(dataBytes / (2 * channels)) };
}

/** The file's first bytes, enough to tell its container. */
async function firstBytes(path: string): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Inspects the master at `path`, uploaded as `fileName`. */
export async function inspectMaster(path: string, fileName: string): Promise<MasterInspection> {
  const container = containerOfName(fileName);
  if (!container) throw new MasterRejectedError("The master must be a WAV, FLAC or MP3 file.");
  const { size } = await stat(path);
  if (size === 0) throw new MasterRejectedError("The recording is empty.");
  const tooLarge = masterSizeRefusal(fileName, size);
  if (tooLarge) throw new MasterRejectedError(tooLarge);
  if (containerOfContent(await firstBytes(path)) !== container) throw new MasterRejectedError(`This file is named .${container} but is not ${CONTAINER_NAMES[container]} recording.`);
  let decoded: Awaited<ReturnType<typeof decodeAndCount>>;
  try {
    decoded = await decodeAndCount(path, container);
  } catch (error) {
    if (error instanceof FfmpegError) throw new MasterRejectedError(`The ${container.toUpperCase()} recording is damaged or incomplete and cannot be played.`);
    throw error;
  }
  if (decoded.frames === 0) throw new MasterRejectedError("The recording is empty.");
  return { container, durationMs: Math.round((decoded.frames * 1000) / decoded.sampleRate), sampleRate: decoded.sampleRate, channels: decoded.channels };
}
