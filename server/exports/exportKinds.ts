// Who may export what, by the parts of the studio a role works in (common/staffRoles.ts): the
// orders file is the order desk's, which every one of the studio's people uses; the money files
// are bookkeeping's.
import type { ExportKind } from "../../common/exports.ts";
import { mayUseArea, type StaffArea } from "../../common/staffRoles.ts";
import type { Viewer } from "../viewer.ts";

const EXPORT_AREAS: Record<ExportKind, StaffArea> = {
  orders: "staff",
  payments: "bookkeeping",
  refunds: "bookkeeping",
  invoices: "bookkeeping",
  payouts: "bookkeeping",
};

export function mayExport(viewer: Pick<Viewer, "role"> | null, kind: ExportKind): boolean {
  return mayUseArea(viewer?.role, EXPORT_AREAS[kind]);
}
