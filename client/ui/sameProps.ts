// Whether two renders of a component give it the same props in value: plain objects and arrays
// (a filter parsed afresh from the address on every render) are compared by content, anything
// else (Relay fragment references, React elements, class instances, functions) by identity.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  if ("$$typeof" in value) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Below this depth values are compared by identity: props hold small values, while the Relay
// records under a fragment reference would be walked for nothing.
const MAX_DEPTH = 4;

/** `a` and `b` are the same value, or arrays or plain objects of the same content. */
export function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index], depth + 1));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key], depth + 1));
  }
  return false;
}

/** Props of the same keys and the same values (see sameValue); functions are compared by identity. */
export function sameProps(a: object, b: object): boolean {
  return sameValue(a, b);
}
