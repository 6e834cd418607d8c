import { describe, expect, it } from "vitest";
import { formatCsv, parseCsv } from "./csv.ts";

const values = (text: string) => parseCsv(text).records.map((record) => [record.line, ...record.fields.map((field) => field.value)]);

describe("parseCsv", () => {
  it("reads RFC 4180: quoted fields with commas, doubled quotes and line breaks, CRLF or LF records", () => {
    expect(values('name,text\r\nmain_menu,"For sales, press 1."\r\nclosed,"We said ""closed"".\nCall again."\r\n')).toEqual([
      [1, "name", "text"],
      [2, "main_menu", "For sales, press 1."],
      [3, "closed", 'We said "closed".\nCall again.'],
    ]);
  });

  it("numbers records by the line they start on, skipping blank lines, a byte order mark and spaces around fields", () => {
    expect(values('\uFEFF\n  welcome ,  "Hello, there"  \n\n\nbye,"Good\r\nbye"\rlast,one')).toEqual([
      [2, "welcome", "Hello, there"],
      [5, "bye", "Good\r\nbye"],
      [7, "last", "one"],
    ]);
  });

  it("keeps a quote inside an unquoted field, and empty fields", () => {
    expect(values('hold,He said "hi" twice\na,,\n')).toEqual([
      [1, "hold", 'He said "hi" twice'],
      [2, "a", "", ""],
    ]);
  });

  it("tells where each field stands in the source", () => {
    const text = "x, For sales, press 1.\n";
    const [record] = parseCsv(text).records;
    expect(text.slice(record.fields[1].start, record.end)).toBe("For sales, press 1.");
    expect(record.fields.map((field) => field.quoted)).toEqual([false, false, false]);
  });

  it("names the line of a malformed quoted field and leaves that record out", () => {
    expect(parseCsv('a,"closed" too\nb,fine\nc,"never closed\nd,lost')).toEqual({
      records: [{ line: 2, fields: expect.any(Array), end: expect.any(Number) }],
      problems: [
        { line: 1, message: 'text follows a closing quote: put the whole field in quotes and write a quote inside it as two ("")' },
        { line: 3, message: 'the quote opened on line 3 is never closed, so nothing after it could be read: add the missing "' },
      ],
    });
  });
});

describe("formatCsv", () => {
  it("quotes what needs it, ends every record with CRLF, and reads back as written", () => {
    const rows = [
      ["name", "text"],
      ["main_menu", 'For sales, press 1. Say "hi".'],
      ["two_lines", "First\nsecond"],
      ["spaced", " leading space"],
    ];
    const csv = formatCsv(rows);
    expect(csv).toBe('\uFEFFname,text\r\nmain_menu,"For sales, press 1. Say ""hi""."\r\ntwo_lines,"First\nsecond"\r\nspaced," leading space"\r\n');
    expect(parseCsv(csv).records.map((record) => record.fields.map((field) => field.value))).toEqual(rows);
  });
});
