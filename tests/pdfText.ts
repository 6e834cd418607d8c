// The text of a PDF as pdfkit writes it, for tests: each text-showing operation of each page, in
// drawing order, decoded through its font's ToUnicode map. It reads objects by the cross-reference
// table, inflates Flate streams and knows Type0 (Identity-H) fonts only — what the invoice
// renderer embeds — so a PDF it cannot read fails the test instead of passing it.
import { inflateSync } from "node:zlib";

type PdfObject = { dictionary: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const xrefAt = Number(/startxref\s+(\d+)/.exec(text.slice(-64))?.[1]);
  const xref = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!xref) throw new Error("No cross-reference table where startxref points.");
  const count = Number(xref[1]);
  const entries = text.slice(xrefAt + xref[0].length).split(/\r?\n/).slice(0, count);
  const objects = new Map<number, PdfObject>();
  entries.forEach((entry, id) => {
    const [offset, , kind] = entry.trim().split(" ");
    if (kind !== "n") return;
    const start = Number(offset);
    const header = new RegExp(`^${id} 0 obj\\s*`).exec(text.slice(start, start + 32));
    if (!header) throw new Error(`Object ${id} is not at offset ${start}.`);
    const body = start + header[0].length;
    const streamAt = text.indexOf("stream\n", body);
    const endAt = text.indexOf("endobj", body);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(id, { dictionary: text.slice(body, endAt), stream: null });
      return;
    }
    const dictionary = text.slice(body, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const raw = pdf.subarray(streamAt + "stream\n".length, streamAt + "stream\n".length + length);
    objects.set(id, { dictionary, stream: /\/Filter \/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw });
  });
  return objects;
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1] ?? NaN);

/** code → text, from a ToUnicode CMap's bfrange arrays and bfchar pairs. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, "").match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f\s]*)>/gi)].forEach(([, hex], index) => map.set(parseInt(start, 16) + index, utf16(hex)));
  }
  for (const [, code, hex] of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim)) map.set(parseInt(code, 16), utf16(hex));
  return map;
}

/** Every text run of every page ("Tj"/"TJ" operations), in order. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const runs: string[] = [];
  const pages = [...objects.values()].filter((object) => /\/Type \/Page\b(?!s)/.test(object.dictionary));
  if (pages.length === 0) throw new Error("The PDF has no pages.");
  for (const page of pages) {
    const resources = objects.get(reference(page.dictionary, "Resources"))?.dictionary ?? page.dictionary;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of (/\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(reference(objects.get(Number(id))!.dictionary, "ToUnicode"))?.stream;
      if (!cmap) throw new Error(`Font ${name} has no ToUnicode map.`);
      fonts.set(name, toUnicodeMap(cmap.toString("latin1")));
    }
    const content = objects.get(reference(page.dictionary, "Contents"))?.stream?.toString("latin1") ?? "";
    let font: Map<number, string> | undefined;
    for (const [, fontName, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (fontName) {
        font = fonts.get(fontName);
        continue;
      }
      if (!font) throw new Error("Text is shown before a font is chosen.");
      const codes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
      runs.push(codes.map((code) => font!.get(parseInt(code, 16)) ?? "\uFFFD").join(""));
    }
  }
  return runs;
}

/** The PDF's text runs joined by line breaks. */
export const pdfText = (pdf: Buffer) => pdfTextRuns(pdf).join("\n");
