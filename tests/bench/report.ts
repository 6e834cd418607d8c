// The report: one table, each figure next to its goal and a mark (✓ met, ✗ missed, – not measured
// in this mode or could not be measured; the note says why). Never an exit code.

export type Row = { figure: string; value: string; goal: string; met: boolean | null; note?: string };

const width = (rows: string[][], column: number) => Math.max(...rows.map((row) => [...row[column]].length));
const pad = (text: string, size: number) => text + " ".repeat(Math.max(0, size - [...text].length));

/** The order of figures (by how each figure's name starts); anything else comes last. */
const ORDER = ["Lighthouse", "critical-path", "responses compressed", "admin payments page", "public services query", "SQL statements", "GraphQL requests", "server RSS growth during", "slowest /healthz during", "server RSS growth for", "one order change reaching", "GraphQL p99 with", "dashboard query", "`npm start`", "server RSS", "PGlite ÷", "PGlite in a worker"];
const rank = (row: Row) => {
  const index = ORDER.findIndex((start) => row.figure.startsWith(start));
  return index === -1 ? ORDER.length : index;
};

/** A Markdown table, its first row the heading, its columns padded to their widest cell. */
export function markdownTable(cells: string[][]): string {
  const sizes = cells[0].map((_, column) => width(cells, column));
  const line = (row: string[]) => `| ${row.map((cell, i) => pad(cell, sizes[i])).join(" | ")} |`;
  const rule = `|${sizes.map((size) => "-".repeat(size + 2)).join("|")}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

export function formatTable(unordered: Row[]): string {
  const rows = unordered.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index).map(({ row }) => row);
  const table = markdownTable([["Figure", "Measured", "Goal", ""], ...rows.map((row) => [row.figure, row.value, row.goal, row.met === null ? "–" : row.met ? "✓" : "✗"])]);
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.figure}: ${row.note}`);
  const met = rows.filter((row) => row.met === true).length;
  const missed = rows.filter((row) => row.met === false).length;
  const open = rows.filter((row) => row.met === null).length;
  return [table, "", `${met} met, ${missed} missed, ${open} not measured.`, ...(notes.length ? ["", "Notes:", ...notes] : [])].join("\n");
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number) => value.toFixed(2);
