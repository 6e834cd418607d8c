// Audio as a stream of sample chunks, never a whole recording in memory: ffmpeg decodes a file
// into mono samples (16-bit scale, as Float32Array chunks), and an encoder takes 16-bit chunks
// and writes a file of a delivery format. Backpressure runs both ways, so a 30-minute master
// costs a few chunks of memory, not its length.
import { spawn, type ChildProcess } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { ffmpegPath, FfmpegError } from "./ffmpeg.ts";
import { OkiAdpcmDecoder, OkiAdpcmEncoder } from "./okiAdpcm.ts";
import { decoderInputArgs, type RenderFormat } from "./renderFormats.ts";

const FULL_SCALE = 32768;

/** ffmpeg with `args`; `extraPipes` more pipes follow stderr (ffmpeg's pipe:3, pipe:4, …), each an input or an output of it. */
function spawnFfmpeg(args: string[], stdin: "pipe" | "ignore", extraPipes = 0): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(ffmpegPath(), ["-hide_banner", "-nostdin", "-loglevel", "error", ...args], { stdio: [stdin, "pipe", "pipe", ...Array<"pipe">(extraPipes).fill("pipe")] });
  const stderr: Buffer[] = [];
  child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new FfmpegError(code, Buffer.concat(stderr).toString()))));
  });
  // Rejections are awaited by the caller at the end; until then they must not count as unhandled.
  exited.catch(() => {});
  return { child, exited };
}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** 32-bit float bytes from ffmpeg as chunks of samples on the 16-bit scale; a sample split across two chunks is joined. */
async function* floatSamples(bytes: AsyncIterable<Buffer>): AsyncGenerator<Float32Array> {
  let rest = Buffer.alloc(0);
  for await (const chunk of bytes) {
    const joined = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    const usable = joined.length - (joined.length % 4);
    rest = Buffer.from(joined.subarray(usable));
    if (usable === 0) continue;
    const samples = new Float32Array(usable / 4);
    if (LITTLE_ENDIAN) {
      // Copied as bytes (a pipe's chunk need not start on a multiple of four), then scaled: a
      // tenth of the time of reading sample by sample.
      new Uint8Array(samples.buffer).set(joined.subarray(0, usable));
      for (let i = 0; i < samples.length; i++) samples[i] *= FULL_SCALE;
    } else {
      for (let i = 0; i < samples.length; i++) samples[i] = joined.readFloatLE(i * 4) * FULL_SCALE;
    }
    yield samples;
  }
}

const floatOutput = (pipe = "pipe:1") => ["-f", "f32le", "-c:a", "pcm_f32le", pipe];

/**
 * Reads `input` (a file path) with ffmpeg, through the filter graph `filters` (none when empty),
 * as mono samples at `rate`, yielding chunks on the 16-bit scale (±32768).
 */
export async function* decodeSamples(input: string, rate: number, filters = "", inputArgs: string[] = []): AsyncGenerator<Float32Array> {
  const filterArgs = filters ? ["-af", filters] : [];
  const { child, exited } = spawnFfmpeg([...inputArgs, "-i", input, "-map", "0:a:0", "-ac", "1", ...filterArgs, "-ar", String(rate), ...floatOutput()], "ignore");
  try {
    yield* floatSamples(child.stdout!);
  } finally {
    if (child.exitCode === null) child.kill();
  }
  await exited;
}

/** ffmpeg's pipe number of the `index`th extra pipe. */
const extraPipe = (index: number) => 3 + index;

/** Samples from several ffmpeg outputs of one process; each must be read to its end side by side (ffmpeg writes them in turn, so one left unread stalls the others), then `done` awaited. */
export type SampleBranches = { outputs: AsyncGenerator<Float32Array>[]; done: Promise<void>; stop(): void };

function branchOutputs(args: string[], count: number): SampleBranches {
  const { child, exited } = spawnFfmpeg(args, "ignore", count);
  const outputs = Array.from({ length: count }, (_, index) => floatSamples(child.stdio[extraPipe(index)] as Readable));
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  return { outputs, done: exited, stop };
}

/**
 * A filter graph from the stream `input` to outputs `[out0]`, `[out1]`, … through each of `chains`
 * (lists of filters), the filters their beginnings share run once: the graph splits where they
 * part. The same filters on the same samples give the same samples, so each output is what its
 * chain alone would give (a master's wideband bands share their clean-up up to the resampling).
 */
export function sharedChainsGraph(input: string, chains: readonly (readonly string[])[]): string {
  const statements: string[] = [];
  let labels = 0;
  const branch = (from: string, members: readonly number[], depth: number) => {
    const shared: string[] = [];
    for (;;) {
      const next = chains[members[0]][depth + shared.length];
      if (next === undefined || members.some((member) => chains[member][depth + shared.length] !== next)) break;
      shared.push(next);
    }
    const at = depth + shared.length;
    const head = shared.length > 0 ? shared.join(",") : "anull";
    // What follows: the chains that end here take the samples as they are, the others part by their next filter.
    const ending = members.filter((member) => chains[member].length === at);
    const parting = new Map<string, number[]>();
    for (const member of members) if (chains[member].length > at) parting.set(chains[member][at], [...(parting.get(chains[member][at]) ?? []), member]);
    if (ending.length === 1 && parting.size === 0) {
      statements.push(`[${from}]${head}[out${ending[0]}]`);
      return;
    }
    const splits = Array.from({ length: ending.length + parting.size }, () => `split${labels++}`);
    statements.push(`[${from}]${head},asplit=${splits.length}${splits.map((label) => `[${label}]`).join("")}`);
    ending.forEach((member, index) => statements.push(`[${splits[index]}]anull[out${member}]`));
    [...parting.values()].forEach((group, index) => branch(splits[ending.length + index], group, at));
  };
  branch(input, chains.map((_, index) => index), 0);
  return statements.join(";");
}

/**
 * Decodes `input` once as mono and runs it through each of `chains` (lists of filters, each ending
 * at its own rate), yielding each as chunks of samples on the 16-bit scale: one decode of a master
 * for every band it is rendered in.
 */
export function decodeBranches(input: string, chains: readonly (readonly string[])[]): SampleBranches {
  const graph = sharedChainsGraph("0:a:0", chains.map((chain) => ["aformat=channel_layouts=mono", ...chain]));
  const outputs = chains.flatMap((_, index) => ["-map", `[out${index}]`, ...floatOutput(`pipe:${extraPipe(index)}`)]);
  return branchOutputs(["-i", input, "-filter_complex", graph, ...outputs], chains.length);
}

/** Decodes delivered files (none VOX) in one ffmpeg process, each as mono samples at its format's rate. */
export function decodeDeliveredFiles(files: readonly { path: string; format: RenderFormat }[]): SampleBranches {
  const inputs = files.flatMap(({ path, format }) => [...INPUT_QUEUE, ...decoderInputArgs(format), "-i", path]);
  const outputs = files.flatMap(({ format }, index) => ["-map", `${index}:a:0`, "-ac", "1", "-ar", String(format.sampleRate), ...floatOutput(`pipe:${extraPipe(index)}`)]);
  return branchOutputs([...inputs, ...outputs], files.length);
}

/** Reads back a delivered file of `format` as mono samples at its own rate, `filters` applied (ffmpeg for every format but VOX). */
export async function* decodeDelivered(path: string, format: RenderFormat, filters = ""): AsyncGenerator<Float32Array> {
  if (format.encoding) {
    yield* decodeSamples(path, format.sampleRate, filters, decoderInputArgs(format));
    return;
  }
  const decoder = new OkiAdpcmDecoder();
  const decoded = async function* () {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) yield Float32Array.from(decoder.decode(chunk));
  };
  if (!filters) {
    yield* decoded();
    return;
  }
  // Filtering VOX: decoded here, filtered by ffmpeg, written and read side by side.
  const { child, exited } = spawnFfmpeg(["-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", "pipe:0", "-af", filters, ...floatOutput()], "pipe");
  child.stdin!.on("error", () => {});
  const feeding = (async () => {
    for await (const samples of decoded()) {
      const pcm = Int16Array.from(samples);
      if (!child.stdin!.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength))) await once(child.stdin!, "drain");
    }
    child.stdin!.end();
  })();
  feeding.catch(() => child.kill());
  yield* floatSamples(child.stdout!);
  await feeding;
  await exited;
}

/** Where 16-bit samples go to become a file: `write` each chunk in order, then `end` once. */
export interface SampleSink {
  write(pcm: Int16Array): Promise<void>;
  end(): Promise<void>;
  /** Stops early: the file is incomplete and the caller removes it. */
  abort(): void;
}

/**
 * Writes `path` in `format` from 16-bit samples at its rate. ffmpeg encodes and writes the file
 * itself (a WAV header states its length, which needs a seekable output), bit-exact and without
 * metadata: a canonical header (`fmt ` of 16 bytes for PCM, of 18 and a `fact` chunk for G.711
 * and G.726, no LIST/INFO); MP3 without ID3 tags.
 */
export function formatSink(path: string, format: RenderFormat): SampleSink {
  if (!format.encoding) {
    const encoder = new OkiAdpcmEncoder();
    const file = createWriteStream(path);
    const write = async (bytes: Uint8Array) => {
      if (!file.write(bytes)) await once(file, "drain");
    };
    return {
      write: (pcm) => write(encoder.encode(pcm)),
      async end() {
        await write(encoder.flush());
        file.end();
        await once(file, "close");
      },
      abort: () => file.destroy(),
    };
  }
  const { child, exited } = spawnFfmpeg([...pcmInputArgs(format.sampleRate, "pipe:0"), ...encoderOutputArgs(format, "0:a", path)], "pipe");
  return pipeSink(child.stdin!, exited, () => child.kill());
}

/**
 * Packets an input of several may queue ahead of ffmpeg's main loop. ffmpeg reads each input of
 * several in a thread of its own, handing packets over through a queue of 8 by default: raw PCM
 * comes in packets of 1,024 samples, and the threads then wait on each other packet by packet (an
 * encoding of 8 formats from 5 streams took 95 ms of CPU with the default, 82 ms with this).
 */
const INPUT_QUEUE = ["-thread_queue_size", "1024"];

const pcmInputArgs = (rate: number, pipe: string) => [...INPUT_QUEUE, "-f", "s16le", "-ar", String(rate), "-ac", "1", "-i", pipe];

/** ffmpeg's options writing `path` in `format` from the input stream `map`, bit-exact and without metadata. */
function encoderOutputArgs(format: RenderFormat, map: string, path: string): string[] {
  const { codec, muxer, bitrate } = format.encoding!;
  const muxerArgs = muxer === "mp3" ? ["-id3v2_version", "0", "-write_id3v1", "0"] : muxer === "ipod" ? ["-movflags", "+faststart"] : [];
  const encoder = ["-c:a", codec, ...(bitrate ? ["-b:a", bitrate] : []), "-ar", String(format.sampleRate), "-ac", "1"];
  return ["-map", map, ...encoder, "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:a", "+bitexact", ...muxerArgs, "-f", muxer, "-y", path];
}

function pipeSink(pipe: Writable, exited: Promise<void>, kill: () => void): SampleSink {
  // ffmpeg stops reading when it fails; its exit code reports that, not the broken pipe.
  pipe.on("error", () => {});
  return {
    async write(pcm) {
      if (!pipe.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength))) await Promise.race([once(pipe, "drain"), exited]);
    },
    async end() {
      pipe.end();
      await exited;
    },
    abort: kill,
  };
}

/**
 * One ffmpeg process writing several files from several streams of 16-bit samples: `streams[i]`
 * is fed through `sinks[i]` at `rates[i]`, and each of `outputs` is encoded from the stream it
 * names. Every sink must be fed side by side and ended; any failure fails them all.
 */
export function formatsSink(rates: readonly number[], outputs: readonly { stream: number; path: string; format: RenderFormat }[]): SampleSink[] {
  const inputs = rates.flatMap((rate, index) => pcmInputArgs(rate, `pipe:${extraPipe(index)}`));
  const encoders = outputs.flatMap(({ stream, path, format }) => encoderOutputArgs(format, `${stream}:a`, path));
  const { child, exited } = spawnFfmpeg([...inputs, ...encoders], "ignore", rates.length);
  const kill = () => child.kill();
  return rates.map((_, index) => pipeSink(child.stdio[extraPipe(index)] as Writable, exited, kill));
}
