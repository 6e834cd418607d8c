// Relay global ids as the server's Pothos relay plugin writes them: base64 of "Type:rawId".
// The audit log stores raw database ids (entityId), so linking between the two needs this.

export function toGlobalId(type: string, rawId: string): string {
  return btoa(`${type}:${rawId}`);
}

/** The type and raw id inside a global id, or null when it is not one. */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const separator = decoded.indexOf(":");
  if (separator < 1 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}
