// The layout of a plan's on-hold programme (a setting of each Bundle): how long the programme runs
// before it loops, the music alone before the first message, and the music between two messages,
// in whole seconds. The bounds are shared by the studio's form, the catalogue's validation and
// the renderer, which refuses a layout outside them.

export type ProgrammeLayout = { programmeSeconds: number; introSeconds: number; gapSeconds: number };

export const DEFAULT_PROGRAMME_LAYOUT: ProgrammeLayout = { programmeSeconds: 180, introSeconds: 4, gapSeconds: 6 };

/** The programme's end is crossfaded over its start, within the intro's music: the intro is never shorter. */
export const LOOP_CROSSFADE_SECONDS = 2;

export const PROGRAMME_LIMITS = {
  programmeSeconds: [30, 900],
  introSeconds: [LOOP_CROSSFADE_SECONDS, 30],
  gapSeconds: [1, 60],
} as const satisfies Record<keyof ProgrammeLayout, readonly [number, number]>;

/** How the studio calls each setting, for messages. */
export const PROGRAMME_LAYOUT_LABELS: Record<keyof ProgrammeLayout, string> = {
  programmeSeconds: "programme length",
  introSeconds: "music before the first message",
  gapSeconds: "music between messages",
};

/** What is wrong with a layout whose settings are each within their bounds: the intro and a gap must leave room for a message. */
export function programmeLayoutProblem(layout: ProgrammeLayout): { field: keyof ProgrammeLayout; message: string } | null {
  const music = layout.introSeconds + layout.gapSeconds;
  if (layout.programmeSeconds <= music) return { field: "programmeSeconds", message: `must be longer than the intro and one gap together (${music} s)` };
  return null;
}
