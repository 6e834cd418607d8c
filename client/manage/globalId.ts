// Relay global ids as the server's Pothos relay plugin writes them: base64 of "Type:rawId".
// The audit log stores raw database ids (entityId), and e-mails sent before the screens moved to
// global ids link to raw ones, so linking between the two needs this.
import { isUuid } from "../../common/ids.ts";

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

/** The global id a detail route's `:id` names: a raw database id (UUID) of `type`, or already a global id. */
export function routeGlobalId(type: string, param: string): string {
  return isUuid(param) ? toGlobalId(type, param.toLowerCase()) : param;
}
