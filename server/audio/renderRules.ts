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

/** A rendering that cannot succeed as asked; the message is for the studio. */
export class RenderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderRefusedError";
  }
}
