// A value as one cell of an exported CSV file. Text someone typed (a name, a reason) that starts
// like a formula (= + - @, or a tab or carriage return before one) is opened by spreadsheet
// programs as a formula, so it is written with a leading apostrophe, as OWASP advises; numbers,
// dates and amounts are written by the server and pass as they are.
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text a spreadsheet opens as text: a cell that would start a formula gets a leading apostrophe. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The cell's text: dates in ISO 8601 (UTC), booleans as true/false, absent values empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return spreadsheetSafe(value);
}
