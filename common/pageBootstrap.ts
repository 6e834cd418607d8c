// The page document carries the answer to the client's root query (studio settings, who is signed
// in) in a JSON script element with this id, written by the server and read once by the client.
export const PAGE_BOOTSTRAP_ELEMENT_ID = "page-bootstrap";

/** A server-rendered page also carries the Relay records it was rendered from, in this element. */
export const SERVER_RECORDS_ELEMENT_ID = "server-records";

/** What the element holds: the root query's persisted id and its GraphQL response data. */
export type PageBootstrap = { queryId: string; data: Record<string, unknown> };

/** JSON as a script element, safe inside HTML (no `<` can close the element early). */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}
