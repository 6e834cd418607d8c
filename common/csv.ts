// CSV as RFC 4180 writes it: fields separated by commas, records by line breaks (CRLF, LF or CR
// are read), a field in double quotes may hold commas, line breaks and doubled quotes ("").
// Reading is lenient where people paste by hand: spaces around a field are dropped, a quote
// inside an unquoted field is kept as it is, and a leading byte order mark is skipped. Every
// record keeps the line it starts on and where each field stands in the text, so a caller can
// name the line of a problem and read a field's source as typed.

export type CsvField = {
  /** The field's value: unquoted, `""` read as `"`, spaces around it dropped. */
  value: string;
  quoted: boolean;
  /** Where the field's text starts and ends in the source (quotes included, spaces around it not). */
  start: number;
  end: number;
};

export type CsvRecord = {
  /** The 1-based line the record starts on. */
  line: number;
  fields: CsvField[];
  /** Where the record's text ends in the source (before its line break). */
  end: number;
};

export type CsvProblem = { line: number; message: string };

export type ParsedCsv = { records: CsvRecord[]; problems: CsvProblem[] };

const BOM = "\uFEFF";

/** The records of `text`; blank lines are skipped. A record with a malformed quoted field is left out and named in `problems`. */
export function parseCsv(text: string): ParsedCsv {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let at = text.startsWith(BOM) ? 1 : 0;
  let line = 1;
  const isBreak = (char: string | undefined) => char === "\n" || char === "\r";
  const skipBreak = () => {
    if (text[at] === "\r" && text[at + 1] === "\n") at += 2;
    else at += 1;
    line += 1;
  };
  const skipSpaces = () => {
    while (text[at] === " " || text[at] === "\t") at += 1;
  };

  while (at < text.length) {
    const recordLine = line;
    const fields: CsvField[] = [];
    let problem: string | null = null;
    for (;;) {
      skipSpaces();
      const start = at;
      let field: CsvField;
      if (text[at] === '"') {
        const quoteLine = line;
        let value = "";
        at += 1;
        let closed = false;
        while (at < text.length) {
          const char = text[at];
          if (char === '"') {
            if (text[at + 1] === '"') {
              value += '"';
              at += 2;
              continue;
            }
            at += 1;
            closed = true;
            break;
          }
          if (isBreak(char)) {
            value += char === "\r" && text[at + 1] === "\n" ? "\r\n" : char;
            skipBreak();
            continue;
          }
          value += char;
          at += 1;
        }
        if (!closed) {
          problem ??= `the quote opened on line ${quoteLine} is never closed, so nothing after it could be read: add the missing "`;
          field = { value, quoted: true, start, end: at };
        } else {
          field = { value, quoted: true, start, end: at };
          skipSpaces();
          if (at < text.length && text[at] !== "," && !isBreak(text[at])) {
            problem ??= "text follows a closing quote: put the whole field in quotes and write a quote inside it as two (\"\")";
            while (at < text.length && text[at] !== "," && !isBreak(text[at])) at += 1;
          }
        }
      } else {
        while (at < text.length && text[at] !== "," && !isBreak(text[at])) at += 1;
        let end = at;
        while (end > start && (text[end - 1] === " " || text[end - 1] === "\t")) end -= 1;
        field = { value: text.slice(start, end), quoted: false, start, end };
      }
      fields.push(field);
      if (text[at] === ",") {
        at += 1;
        continue;
      }
      break;
    }
    const end = at;
    if (at < text.length) skipBreak();
    const blank = fields.length === 1 && !fields[0].quoted && fields[0].value === "";
    if (problem) problems.push({ line: recordLine, message: problem });
    else if (!blank) records.push({ line: recordLine, fields, end });
  }
  return { records, problems };
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record as a line of CSV, its CRLF included: what formatCsv writes for each row, for a file written as it streams. */
export function formatCsvRecord(row: readonly string[]): string {
  return `${row.map(csvField).join(",")}\r\n`;
}

/** What a CSV file starts with, so spreadsheet programs read it as UTF-8. */
export const CSV_BYTE_ORDER_MARK = BOM;

/**
 * Rows as CSV: CRLF between records (and after the last), a field quoted when it holds a comma,
 * a quote, a line break or spaces at either end. Starts with a byte order mark, so spreadsheet
 * programs read it as UTF-8.
 */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map(formatCsvRecord).join("");
}
