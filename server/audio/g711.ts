// G.711 µ-law and A-law as ffmpeg's pcm_mulaw and pcm_alaw encoders and decoders compute them:
// a fixed table each way, so a G.711 file's samples are known exactly the moment they are written
// and need no decoding to be measured (g711.ffmpeg.test.ts compares every 16-bit value with ffmpeg).

export type G711Law = "mulaw" | "alaw";

const SIGN_BIT = 0x80;
const QUANT_MASK = 0x0f;
const SEG_MASK = 0x70;
const SEG_SHIFT = 4;
const ULAW_BIAS = 0x84;

/** The 16-bit value of an A-law code (G.711's expansion). */
function alawToLinear(code: number): number {
  const value = code ^ 0x55;
  const quantized = value & QUANT_MASK;
  const segment = (value & SEG_MASK) >> SEG_SHIFT;
  const magnitude = segment ? (quantized * 2 + 1 + 32) << (segment + 2) : (quantized * 2 + 1) << 3;
  return value & SIGN_BIT ? magnitude : -magnitude;
}

/** The 16-bit value of a µ-law code (G.711's expansion). */
function ulawToLinear(code: number): number {
  const value = ~code & 0xff;
  const magnitude = (((value & QUANT_MASK) << 3) + ULAW_BIAS) << ((value & SEG_MASK) >> SEG_SHIFT);
  return value & SIGN_BIT ? ULAW_BIAS - magnitude : magnitude - ULAW_BIAS;
}

/**
 * The code of every 14-bit value (a 16-bit sample shifted right by two, offset by 8192): each code
 * from the midpoint below its level to the midpoint above, as ffmpeg's table builds it.
 */
function encodingTable(toLinear: (code: number) => number, mask: number): Uint8Array {
  const table = new Uint8Array(16384);
  table[8192] = mask;
  let step = 1;
  for (let code = 0; code < 127; code++) {
    const midpoint = (toLinear(code ^ mask) + toLinear((code + 1) ^ mask) + 4) >> 3;
    for (; step < midpoint; step++) {
      table[8192 - step] = code ^ (mask ^ 0x80);
      table[8192 + step] = code ^ mask;
    }
  }
  for (; step < 8192; step++) {
    table[8192 - step] = 127 ^ (mask ^ 0x80);
    table[8192 + step] = 127 ^ mask;
  }
  table[0] = table[1];
  return table;
}

const LAWS = {
  mulaw: { encode: encodingTable(ulawToLinear, 0xff), decode: Int16Array.from({ length: 256 }, (_, code) => ulawToLinear(code)) },
  alaw: { encode: encodingTable(alawToLinear, 0xd5), decode: Int16Array.from({ length: 256 }, (_, code) => alawToLinear(code)) },
};

/** The G.711 codes of 16-bit samples, byte for byte what ffmpeg writes. */
export function g711Encode(pcm: Int16Array, law: G711Law): Uint8Array {
  const table = LAWS[law].encode;
  const out = new Uint8Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = table[(pcm[i] + 32768) >> 2];
  return out;
}

/** The 16-bit samples a G.711 file of `pcm` holds: what decoding it gives. */
export function g711RoundTrip(pcm: Int16Array, law: G711Law): Int16Array {
  const { encode, decode } = LAWS[law];
  const out = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = decode[encode[(pcm[i] + 32768) >> 2]];
  return out;
}
