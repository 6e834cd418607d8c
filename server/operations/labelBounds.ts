// Label values that come from callers (GraphQL operation names: an API token's client may name its
// documents anything; error codes) kept to a bounded set: a value of the expected shape is kept
// until `limit` distinct values were seen, anything after that, or of another shape, is "other".

export const OTHER = "other";

export type LabelBound = (value: string | null | undefined) => string;

export function boundedLabel({ limit, pattern, missing }: { limit: number; pattern: RegExp; missing: string }): LabelBound {
  const seen = new Set<string>();
  return (value) => {
    if (value === null || value === undefined || value === "") return missing;
    if (seen.has(value)) return value;
    if (!pattern.test(value) || seen.size >= limit) return OTHER;
    seen.add(value);
    return value;
  };
}

/** A GraphQL name of at most 64 characters; the browser's persisted operations are about 150. */
export const operationLabel = boundedLabel({ limit: 300, pattern: /^[A-Za-z_][A-Za-z0-9_]{0,63}$/, missing: "anonymous" });

/** Codes such as BAD_USER_INPUT. */
export const errorCodeLabel = boundedLabel({ limit: 50, pattern: /^[A-Z][A-Z0-9_]{0,63}$/, missing: "NONE" });
