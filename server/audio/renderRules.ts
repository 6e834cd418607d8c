// What every rendering keeps to, and how it says no.

export type RenderRules = {
  /** Silence kept before the first word. */
  leadMs: number;
  /** Silence kept after the last word. */
  tailMs: number;
};

export const DEFAULT_RENDER_RULES: RenderRules = { leadMs: 150, tailMs: 500 };

/** Highest sample of a delivered file, checked on the file decoded again. */
export const PEAK_CEILING_DBFS = -3;

/** How far from −19 dBm0 a delivered file's speech may be: ±0.5 dB on narrowband files, ±1 dB on wideband ones. */
export const LEVEL_PROMISE_DB = { narrowband: 0.5, wideband: 1 };
/** How close to −19 dBm0 a file is made: half the promise, so a file is encoded again only when a codec moved it that far. */
export const LEVEL_AIM_DB = { narrowband: 0.25, wideband: 0.5 };

/** A rendering that cannot succeed as asked; the message is for the studio. */
export class RenderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderRefusedError";
  }
}
