// A prompt list as a studio keeps one: a prompt a line, its file name and its text, from a CSV
// file or pasted ("main_menu, Thank you for calling."). A first line naming the columns "name"
// and "text" (as the delivery's prompts.csv does) picks those columns and skips the others;
// without one the first column is the name and everything after the first comma the text, so a
// pasted text may keep its commas unquoted (as it may in a last "text" column). Each line is checked against the rules the wizard
// applies to a prompt typed in, and every bad line is named with what is wrong.
import { type CsvProblem, type CsvRecord, parseCsv } from "../csv.ts";
import { messages } from "../validation/messages.ts";
import { ITEM_NAME_MAX, ITEM_TEXT_MAX, isPromptFileName, orderDraftMessages, type OrderItem } from "./orderDraft.ts";
import { countWords } from "./wordCount.ts";

export type PromptListLimits = {
  /** The most prompts the order may hold in all. */
  maxItems: number;
  /** The most words one prompt may have (0: no limit). */
  maxWords: number;
};

export type PromptListResult = {
  prompts: OrderItem[];
  /** One per bad line, in line order; nothing should be imported while there are any. */
  problems: CsvProblem[];
};

/** Where a line's name and text stand, and how many columns a line has. */
type Columns = { name: number; text: number; count: number };

const NAME_THEN_TEXT: Columns = { name: 0, text: 1, count: 2 };

/** The columns a header line names, or null when the first line is a prompt. */
function headerColumns(record: CsvRecord | undefined): Columns | null {
  const names = record?.fields.map((field) => field.value.trim().toLowerCase()) ?? [];
  const name = names.indexOf("name");
  const text = names.indexOf("text");
  return name >= 0 && text >= 0 ? { name, text, count: names.length } : null;
}

/**
 * A line's name and text, or why they cannot be read. A line with more columns than expected is
 * a text with unquoted commas when the text is the last column: the text runs to the line's end.
 */
function promptOf(source: string, record: CsvRecord, columns: Columns): { name: string; text: string } | string {
  const { fields } = record;
  const name = fields[columns.name]?.value.trim() ?? "";
  if (fields.length <= columns.count) return { name, text: fields[columns.text]?.value.trim() ?? "" };
  const rest = fields.slice(columns.text);
  if (columns.text !== columns.count - 1 || rest.some((field) => field.quoted)) return `has ${fields.length} columns where ${columns.count} are expected: put a text that holds commas in quotes`;
  return { name, text: source.slice(rest[0].start, record.end).trim() };
}

/** What is wrong with one prompt, or null. `taken` holds the names before it (lower-cased) and where each is. */
function promptProblem(prompt: { name: string; text: string }, taken: Map<string, string>, limits: PromptListLimits): string | null {
  const { name, text } = prompt;
  if (!name) return "the file name is missing";
  if (name.length > ITEM_NAME_MAX) return `the file name ${messages.maxLength(ITEM_NAME_MAX)}`;
  if (!isPromptFileName(name)) return `the file name “${name}” ${orderDraftMessages.fileName}`;
  const other = taken.get(name.toLowerCase());
  if (other) return `the file name ${name} ${orderDraftMessages.duplicateFileName} (${other})`;
  if (!text) return `the text of ${name} is missing`;
  if (text.length > ITEM_TEXT_MAX) return `the text of ${name} ${messages.maxLength(ITEM_TEXT_MAX)}`;
  const words = countWords(text);
  if (limits.maxWords > 0 && words > limits.maxWords) return `the text of ${name} has ${words} words, over the ${limits.maxWords} a prompt may have`;
  return null;
}

/**
 * The prompts of a list, to join `existing` (the order's prompts it is added to; none when it
 * replaces them), checked against the wizard's rules and `limits`.
 */
export function parsePromptList(source: string, existing: readonly OrderItem[], limits: PromptListLimits): PromptListResult {
  const parsed = parseCsv(source);
  const problems: CsvProblem[] = [...parsed.problems];
  const header = headerColumns(parsed.records[0]);
  const columns = header ?? NAME_THEN_TEXT;
  const records = header ? parsed.records.slice(1) : parsed.records;
  const taken = new Map(existing.map((item, index) => [item.name.trim().toLowerCase(), `prompt ${index + 1} of your order`]));
  const prompts: OrderItem[] = [];
  let countReported = false;
  for (const record of records) {
    const prompt = promptOf(source, record, columns);
    const problem = typeof prompt === "string" ? prompt : promptProblem(prompt, taken, limits);
    if (problem) {
      problems.push({ line: record.line, message: problem });
      continue;
    }
    const { name, text } = prompt as OrderItem;
    taken.set(name.toLowerCase(), `line ${record.line}`);
    if (existing.length + prompts.length >= limits.maxItems) {
      if (!countReported) problems.push({ line: record.line, message: `an order can hold at most ${limits.maxItems} prompts${existing.length ? `, and it has ${existing.length} already` : ""}` });
      countReported = true;
      continue;
    }
    prompts.push({ name, text });
  }
  if (records.length === 0 && problems.length === 0) problems.push({ line: 1, message: "the list holds no prompts: write one a line, its file name, a comma and its text" });
  problems.sort((a, b) => a.line - b.line);
  return { prompts, problems };
}

/** "Line 3: the file name is missing." */
export function promptListProblemText(problem: CsvProblem): string {
  return `Line ${problem.line}: ${problem.message}.`;
}
