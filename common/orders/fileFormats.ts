// Telephone-system file formats a recording can be delivered in: G.711 µ-law/A-law at 8 kHz for
// most phone systems (in WAV, or headerless as Asterisk and many PBXs take them), 16-bit PCM for
// modern ones, G.722 and G.726 for IP phones, Dialogic VOX for older IVRs, AMR and AAC for mobile
// voicemail, MP3 for everything else. Listed in the order customers choose from: the common
// telephone formats first, the older and the compressed ones after.
export const FILE_FORMATS = [
  "MULAW_8K_WAV",
  "ALAW_8K_WAV",
  "PCM16_8K_WAV",
  "PCM16_WAV",
  "MULAW_8K_RAW",
  "ALAW_8K_RAW",
  "SLN_8K",
  "G722",
  "G726_8K_WAV",
  "VOX_8K",
  "VOX_6K",
  "AMR_NB",
  "M4A",
  "MP3",
] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const FILE_FORMAT_LABELS: Record<FileFormat, string> = {
  MULAW_8K_WAV: "µ-law 8 kHz WAV",
  ALAW_8K_WAV: "A-law 8 kHz WAV",
  PCM16_8K_WAV: "PCM 16-bit WAV 8 kHz",
  PCM16_WAV: "PCM 16-bit WAV 16 kHz",
  MULAW_8K_RAW: "µ-law 8 kHz raw (.ulaw)",
  ALAW_8K_RAW: "A-law 8 kHz raw (.alaw)",
  SLN_8K: "Signed linear 8 kHz (.sln)",
  G722: "G.722 16 kHz (.g722)",
  G726_8K_WAV: "G.726 32 kbit/s WAV",
  VOX_8K: "Dialogic VOX 8 kHz",
  VOX_6K: "Dialogic VOX 6 kHz",
  AMR_NB: "AMR-NB (.amr)",
  M4A: "AAC (.m4a)",
  MP3: "MP3",
};

export const FILE_FORMAT_HINTS: Record<FileFormat, string> = {
  MULAW_8K_WAV: "G.711 µ-law, 8 kHz, 8-bit mono: North American phone systems, Asterisk, most cloud PBXs.",
  ALAW_8K_WAV: "G.711 A-law, 8 kHz, 8-bit mono: European phone systems.",
  PCM16_8K_WAV: "Linear PCM, 8 kHz, 16-bit mono: phone systems such as 3CX that take uncompressed telephone-band audio.",
  PCM16_WAV: "Linear PCM, 16 kHz, 16-bit mono: modern IP phone systems and Microsoft Teams.",
  MULAW_8K_RAW: "Raw G.711 µ-law samples at 8 kHz, no header: Asterisk, FreeSWITCH and PBXs that take raw telephone audio.",
  ALAW_8K_RAW: "Raw G.711 A-law samples at 8 kHz, no header: Asterisk, FreeSWITCH and European PBXs that take raw telephone audio.",
  SLN_8K: "Signed linear, 8 kHz, 16-bit mono without a header: Asterisk's native format.",
  G722: "G.722 wideband, 16 kHz, 64 kbit/s without a header: HD-voice IP phones and Asterisk.",
  G726_8K_WAV: "G.726 ADPCM, 8 kHz, 32 kbit/s mono WAV: PBXs and voice-mail systems short of storage.",
  VOX_8K: "Dialogic ADPCM, 8 kHz, 4-bit mono (.vox): older voice-mail and IVR systems.",
  VOX_6K: "Dialogic ADPCM, 6 kHz, 4-bit mono (.vox): older voice-mail and IVR systems set to 6 kHz.",
  AMR_NB: "AMR narrowband, 8 kHz, 12.2 kbit/s (.amr): mobile voicemail greetings.",
  M4A: "AAC, 44.1 kHz, 96 kbit/s mono (.m4a): mobile voicemail greetings and smartphones.",
  MP3: "MP3, 44.1 kHz, 128 kbit/s: websites, apps and systems that take compressed audio.",
};

/** The extension of a delivered file. */
export const FILE_FORMAT_EXTENSIONS = {
  MULAW_8K_WAV: "wav",
  ALAW_8K_WAV: "wav",
  PCM16_8K_WAV: "wav",
  PCM16_WAV: "wav",
  MULAW_8K_RAW: "ulaw",
  ALAW_8K_RAW: "alaw",
  SLN_8K: "sln",
  G722: "g722",
  G726_8K_WAV: "wav",
  VOX_8K: "vox",
  VOX_6K: "vox",
  AMR_NB: "amr",
  M4A: "m4a",
  MP3: "mp3",
} as const satisfies Record<FileFormat, string>;

/** The folder of a format's files in a delivery ZIP. */
export const FILE_FORMAT_FOLDERS: Record<FileFormat, string> = {
  MULAW_8K_WAV: "mulaw-8khz-wav",
  ALAW_8K_WAV: "alaw-8khz-wav",
  PCM16_8K_WAV: "pcm16-8khz-wav",
  PCM16_WAV: "pcm16-16khz-wav",
  MULAW_8K_RAW: "mulaw-8khz-raw",
  ALAW_8K_RAW: "alaw-8khz-raw",
  SLN_8K: "sln-8khz",
  G722: "g722-16khz",
  G726_8K_WAV: "g726-8khz-wav",
  VOX_8K: "vox-8khz",
  VOX_6K: "vox-6khz",
  AMR_NB: "amr-nb",
  M4A: "m4a",
  MP3: "mp3",
};

const MAX_NAME_LENGTH = 80;
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = { ß: "ss", ẞ: "SS", æ: "ae", Æ: "AE", ø: "o", Ø: "O", œ: "oe", Œ: "OE", ł: "l", Ł: "L", đ: "d", Đ: "D", ð: "d", Ð: "D", þ: "th", Þ: "Th", ı: "i" };
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * A prompt's file name: "main_menu" as MULAW_8K_WAV → "main_menu.wav". Names the order form
 * accepts (letters, digits, "_" and "-") are kept as the customer typed them, because their phone
 * system refers to the prompt by that name; anything else is turned into plain ASCII ("Menú
 * principal" → "Menu-principal"), as phone systems' upload forms and older unzip tools mangle
 * other characters, and a name with nothing left becomes "prompt-<position>" (1-based). The name
 * is the same in every format, so a delivery ZIP puts each format in its own folder
 * (deliverableZipPath) instead of suffixing names. Two prompts whose names clean up alike
 * ("Menu 1", "Menu-1") get the same file name: telling them apart is the caller's business.
 */
export function deliverableFileName(itemName: string, formatId: FileFormat, position: number): string {
  const ascii = itemName
    .trim()
    .replace(/\.(wav|vox|mp3|flac|ulaw|alaw|sln|g722|amr|m4a)$/i, "")
    .replace(/[ßẞæÆøØœŒłŁđĐðÐþÞı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter])
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  let stem = ascii
    .split(/[^A-Za-z0-9_-]+/)
    .filter(Boolean)
    .join("-")
    .replace(/^[-_]+/, "");
  if (stem.length > MAX_NAME_LENGTH) stem = stem.slice(0, MAX_NAME_LENGTH).replace(/[-_]+$/, "");
  if (!stem) stem = `prompt-${position}`;
  if (WINDOWS_RESERVED.test(stem)) stem = `${stem}-prompt`;
  return `${stem}.${FILE_FORMAT_EXTENSIONS[formatId]}`;
}

/** Where a prompt's file goes in a delivery ZIP: "mulaw-8khz-wav/main_menu.wav". */
export function deliverableZipPath(itemName: string, formatId: FileFormat, position: number): string {
  return `${FILE_FORMAT_FOLDERS[formatId]}/${deliverableFileName(itemName, formatId, position)}`;
}

/** What a file's own download name adds to the prompt's name: codec and rate, where the extension does not say them. */
export const FILE_FORMAT_DOWNLOAD_SUFFIXES: Record<FileFormat, string> = {
  MULAW_8K_WAV: "mulaw-8khz",
  ALAW_8K_WAV: "alaw-8khz",
  PCM16_8K_WAV: "pcm16-8khz",
  PCM16_WAV: "pcm16-16khz",
  MULAW_8K_RAW: "mulaw-8khz",
  ALAW_8K_RAW: "alaw-8khz",
  SLN_8K: "8khz",
  G722: "16khz",
  G726_8K_WAV: "g726-8khz",
  VOX_8K: "8khz",
  VOX_6K: "6khz",
  AMR_NB: "nb",
  M4A: "aac",
  MP3: "128k",
};

/**
 * The name one file downloads under on its own: the prompt's file name with its format, so the
 * formats of "main_menu" saved to one folder stay apart ("main_menu-mulaw-8khz.wav"). A delivery
 * ZIP keeps the plain name in the format's folder instead, as phone systems refer to the prompt by it.
 */
export function deliverableDownloadName(fileName: string, formatId: FileFormat): string {
  const extension = `.${FILE_FORMAT_EXTENSIONS[formatId]}`;
  const stem = fileName.endsWith(extension) ? fileName.slice(0, -extension.length) : fileName;
  return `${stem}-${FILE_FORMAT_DOWNLOAD_SUFFIXES[formatId]}${extension}`;
}
