// The media type of a GraphQL answer, by graphql-yoga's rule, for answers sent without yoga.

/**
 * The media type yoga answers a query with for `accept`, by its own rule (the last of its types to
 * match the asked types in its order, utf-8 only), or null where yoga may answer otherwise (a
 * stream, a 406).
 */
function mediaTypeOf(accept: string | undefined): string | null {
  const asked = (accept || "*/*")
    .replace(/\s/g, "")
    .toLowerCase()
    .split(",")
    .flatMap((part) => {
      const [type, ...params] = part.split(";");
      return (params.find((param) => param.includes("charset=")) ?? "charset=utf-8") === "charset=utf-8" ? [type] : [];
    })
    .reverse();
  let chosen: string | null = null;
  for (const type of asked) {
    const [pre, suf] = type.split("/");
    if (type === "text/event-stream" || type === "multipart/mixed") return null;
    for (const ours of ["application/graphql-response+json", "application/json"]) {
      const [ourPre, ourSuf] = ours.split("/");
      if ((pre === "*" || pre === ourPre) && (suf === "*" || suf === ourSuf)) chosen = ours;
    }
  }
  return chosen;
}

/** Accept values seen, at most (browsers and API clients send a handful). */
const MAX_REMEMBERED = 100;
const remembered = new Map<string, string | null>();

/**
 * The media type yoga answers a query with for `accept`, or null where yoga may answer otherwise:
 * remembered by the header's value.
 */
export function regularMediaType(accept: string | undefined): string | null {
  const key = accept ?? "";
  let type = remembered.get(key);
  if (type === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, (type = mediaTypeOf(accept)));
  }
  return type;
}
