// An e-mail's plain text cut into text and the web addresses in it, so the outbox screen can make
// the addresses links (a reset link, an order's private link) while the rest stays as written.

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string };

const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Punctuation a sentence puts after an address, not part of it. */
const TRAILING = /[.,;:!?)\]']+$/;

export function textLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
