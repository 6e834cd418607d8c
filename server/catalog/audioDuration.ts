// Playing time of an uploaded audio file, read from its own headers (no decoding): WAV (fmt and
// data chunks), MP3 (Xing/Info frame count, else the sum of its frames), Ogg Vorbis/Opus (last
// granule position) and MP4/M4A (the movie header). Null when the bytes are not such a file.

export function audioDurationSeconds(data: Buffer): number | null {
  const seconds = wavDuration(data) ?? oggDuration(data) ?? mp4Duration(data) ?? mp3Duration(data);
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// ---- WAV -------------------------------------------------------------------------------------

function wavDuration(data: Buffer): number | null {
  if (data.length < 12 || data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 12) !== "WAVE") return null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= data.length; ) {
    const id = data.toString("latin1", offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === "fmt " && offset + 20 <= data.length) byteRate = data.readUInt32LE(offset + 16);
    if (id === "data") {
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: the rest of the file is the data.
      const available = data.length - offset - 8;
      const bytes = size === 0 || size > available ? available : size;
      return byteRate > 0 ? bytes / byteRate : null;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

// ---- MP3 -------------------------------------------------------------------------------------

const BITRATES: Record<string, number[]> = {
  "1-1": [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  "1-2": [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  "1-3": [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  "2-1": [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  "2-2": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  "2-3": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 25: [11025, 12000, 8000] };

type Mp3Frame = { length: number; samples: number; sampleRate: number; version: number; mono: boolean };

export function mp3Frame(data: Buffer, offset: number): Mp3Frame | null {
  if (offset + 4 > data.length || data[offset] !== 0xff || (data[offset + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (data[offset + 1] >> 3) & 3;
  const layerBits = (data[offset + 1] >> 1) & 3;
  if (versionBits === 1 || layerBits === 0) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 25;
  const layer = 4 - layerBits;
  const bitrateIndex = data[offset + 2] >> 4;
  const rateIndex = (data[offset + 2] >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = BITRATES[`${version === 1 ? 1 : 2}-${layer}`][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const padding = (data[offset + 2] >> 1) & 1;
  const mono = data[offset + 3] >> 6 === 3;
  if (layer === 1) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate, version, mono };
  const samples = layer === 3 && version !== 1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate, version, mono };
}

function id3Size(data: Buffer): number {
  if (data.length < 10 || data.toString("latin1", 0, 3) !== "ID3") return 0;
  const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
  const footer = data[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

function mp3Duration(data: Buffer): number | null {
  let offset = id3Size(data);
  // The first frame: two headers in a row, so random bytes that look like a header do not count.
  let first: Mp3Frame | null = null;
  for (; offset + 4 <= data.length; offset++) {
    first = mp3Frame(data, offset);
    if (first && mp3Frame(data, offset + first.length)) break;
    first = null;
  }
  if (!first) return null;

  const sideInfo = first.version === 1 ? (first.mono ? 17 : 32) : first.mono ? 9 : 17;
  const xing = offset + 4 + sideInfo;
  const tag = data.toString("latin1", xing, xing + 4);
  if ((tag === "Xing" || tag === "Info") && xing + 12 <= data.length && data.readUInt32BE(xing + 4) & 1) {
    const frames = data.readUInt32BE(xing + 8);
    if (frames > 0) return (frames * first.samples) / first.sampleRate;
  }

  let samples = 0;
  for (let frame: Mp3Frame | null = first; frame && frame.length > 0; frame = mp3Frame(data, offset)) {
    samples += frame.samples;
    offset += frame.length;
  }
  return samples / first.sampleRate;
}

// ---- Ogg (Vorbis, Opus) ----------------------------------------------------------------------

function oggDuration(data: Buffer): number | null {
  if (data.length < 28 || data.toString("latin1", 0, 4) !== "OggS") return null;
  const firstPacket = 27 + data[26];
  let sampleRate = 0;
  let preSkip = 0;
  if (data.toString("latin1", firstPacket, firstPacket + 7) === "\u0001vorbis") {
    sampleRate = data.readUInt32LE(firstPacket + 12);
  } else if (data.toString("latin1", firstPacket, firstPacket + 8) === "OpusHead") {
    sampleRate = 48000;
    preSkip = data.readUInt16LE(firstPacket + 10);
  }
  if (!sampleRate) return null;
  const last = data.lastIndexOf("OggS", data.length - 4, "latin1");
  if (last < 0 || last + 14 > data.length) return null;
  const granule = Number(data.readBigUInt64LE(last + 6));
  return (granule - preSkip) / sampleRate;
}

// ---- MP4 / M4A -------------------------------------------------------------------------------

function findBox(data: Buffer, type: string, start: number, end: number): { start: number; end: number } | null {
  for (let offset = start; offset + 8 <= end; ) {
    let size = data.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return null;
    if (data.toString("latin1", offset + 4, offset + 8) === type) return { start: offset + header, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

function mp4Duration(data: Buffer): number | null {
  if (data.length < 12 || data.toString("latin1", 4, 8) !== "ftyp") return null;
  const moov = findBox(data, "moov", 0, data.length);
  const mvhd = moov && findBox(data, "mvhd", moov.start, moov.end);
  if (!mvhd) return null;
  const version = data[mvhd.start];
  if (version === 1 && mvhd.start + 32 <= mvhd.end) {
    return Number(data.readBigUInt64BE(mvhd.start + 24)) / data.readUInt32BE(mvhd.start + 20);
  }
  if (mvhd.start + 20 > mvhd.end) return null;
  const timescale = data.readUInt32BE(mvhd.start + 12);
  return timescale > 0 ? data.readUInt32BE(mvhd.start + 16) / timescale : null;
}
