// The one place a global id from a client is decoded: base64 of "Type:<uuid>". An id that cannot
// name a record (not base64 of "Type:id", or an inner part that is not a UUID) is answered as a
// record that does not exist, instead of reaching the database as junk.
import { decodeGlobalID } from "@pothos/plugin-relay";
import { isUuid } from "../../common/ids.ts";
import { NotFoundError } from "../errors.ts";

export function decodeGlobalId(globalID: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    decoded = undefined;
  }
  if (!decoded || !isUuid(decoded.id)) throw new NotFoundError();
  return decoded;
}
