import { describe, expect, it } from "vitest";
import { formatCsvRecord, parseCsv } from "../../common/csv.ts";
import { csvCell, spreadsheetSafe } from "./csvCell.ts";

describe("csvCell", () => {
  it("writes dates in ISO 8601, numbers and booleans as they are, absent values empty", () => {
    expect(csvCell(new Date("2026-11-28T09:30:00.000Z"))).toBe("2026-11-28T09:30:00.000Z");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes text that would start a formula with a leading apostrophe", () => {
    for (const text of ["=HYPERLINK(\"x\")", "+1+2", "-1+2", "@SUM(A1)", "\t=1", "\r=1"]) expect(spreadsheetSafe(text)).toBe(`'${text}`);
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
  });

  it("leaves plain numbers, negative amounts among them, and other text as they are", () => {
    for (const text of ["-12.50", "1234.50", "-3", "Ann O'Neil", "a=b", ""]) expect(spreadsheetSafe(text)).toBe(text);
  });
});

describe("formatCsvRecord", () => {
  it("quotes what needs quotes, so the line reads back as the same fields", () => {
    const fields = ['He said "hi"', "one, two", "line\nbreak", " padded ", "plain", ""];
    const line = formatCsvRecord(fields);
    expect(line).toBe('"He said ""hi""","one, two","line\nbreak"," padded ",plain,\r\n');
    expect(parseCsv(line).records[0].fields.map((field) => field.value)).toEqual(fields);
  });
});
