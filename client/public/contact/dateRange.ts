// The date pickers' year range (seed.md §9: −100 to +10 years around today), and the dates a
// deadline may take within it (today or later).

export const DATE_PICKER_YEARS_BACK = 100;
export const DATE_PICKER_YEARS_AHEAD = 10;

const pad = (value: number) => String(value).padStart(2, "0");

/** A local calendar date as YYYY-MM-DD (the value Mantine's date inputs use). */
export function toDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day the pickers offer: 1 January 100 years back to 31 December 10 years ahead. */
export function datePickerRange(now: Date = new Date()): { minDate: string; maxDate: string } {
  const year = now.getFullYear();
  return { minDate: `${year - DATE_PICKER_YEARS_BACK}-01-01`, maxDate: `${year + DATE_PICKER_YEARS_AHEAD}-12-31` };
}

/** Whether a deadline falls before today (such days cannot be picked). */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  return value < toDateString(now);
}
