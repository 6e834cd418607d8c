// Whether the signed-in person works in this part of the management area (common/staffRoles.ts):
// a screen shared by the studio's people leaves out what another role does (a producer's order
// page has no refund button, an accountant's no master upload). The server refuses it regardless.
import { mayUseArea, type StaffArea } from "../../common/staffRoles.ts";
import { useRootQuery } from "./RootQuery.ts";

export function useMayUseArea(area: StaffArea): boolean {
  return mayUseArea(useRootQuery().viewer?.role, area);
}
