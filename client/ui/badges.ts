// Light badges take the darkest shade of their colour for the text, so small caps stay readable
// (WCAG AA contrast).

/** Text colour for a light badge of `color`: its darkest shade, darker still. */
export function badgeText(color: string): string {
  return `color-mix(in srgb, var(--mantine-color-${color}-9), black 40%)`;
}

/** Badge styles that keep the whole label ("Revision requested", "Ready") in a narrow cell, never cut to "Rea…". */
export const WHOLE_BADGE_LABEL = {
  root: { overflow: "visible", maxWidth: "none", flexShrink: 0 },
  label: { overflow: "visible", textOverflow: "clip", whiteSpace: "nowrap" },
} as const;
