// A select-mode Prisma type may list, under this extension, columns of its type-level select that
// only the fields exposing them read. Pothos reads the whole type-level select with every row; a
// read plan reads those columns only when the operation asks for a field exposing them.
export const COLUMNS_READ_WHEN_ASKED = "readPlanColumnsWhenAsked";

/** The type-level select without the columns the type reads only when asked for. */
export function selectReadWithEveryRow(select: Record<string, unknown>, extensions: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const whenAsked = extensions?.[COLUMNS_READ_WHEN_ASKED];
  if (!Array.isArray(whenAsked) || whenAsked.length === 0) return select;
  return Object.fromEntries(Object.entries(select).filter(([column]) => !whenAsked.includes(column)));
}
