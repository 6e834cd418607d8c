// Telephone-system file formats a recording can be delivered in (DOMAIN.md: G.711 µ-law/A-law
// at 8 kHz for most phone systems, 16-bit PCM for modern ones, Dialogic VOX for older IVRs, MP3
// for everything else).
export const FILE_FORMATS = ["MULAW_8K_WAV", "ALAW_8K_WAV", "PCM16_WAV", "VOX_8K", "MP3"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const FILE_FORMAT_LABELS: Record<FileFormat, string> = {
  MULAW_8K_WAV: "µ-law 8 kHz WAV",
  ALAW_8K_WAV: "A-law 8 kHz WAV",
  PCM16_WAV: "PCM 16-bit WAV",
  VOX_8K: "Dialogic VOX 8 kHz",
  MP3: "MP3",
};

export const FILE_FORMAT_HINTS: Record<FileFormat, string> = {
  MULAW_8K_WAV: "G.711 µ-law, 8 kHz, 8-bit mono: North American phone systems, Asterisk, most cloud PBXs.",
  ALAW_8K_WAV: "G.711 A-law, 8 kHz, 8-bit mono: European phone systems.",
  PCM16_WAV: "Linear PCM, 16 kHz, 16-bit mono: modern IP phone systems and Microsoft Teams.",
  VOX_8K: "Dialogic ADPCM, 8 kHz, 4-bit mono (.vox): older voice-mail and IVR systems.",
  MP3: "MP3, 44.1 kHz, 128 kbit/s: websites, apps and systems that take compressed audio.",
};
