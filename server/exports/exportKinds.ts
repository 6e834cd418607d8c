// Who may export what: one function, so adding a role changes one place. Roles are compared by
// name, so a role the database does not know yet grants nothing.
import type { ExportKind } from "../../common/exports.ts";
import type { Viewer } from "../viewer.ts";

/** The kinds each role other than ADMIN (which exports everything) may export. */
const EXPORTS_BY_ROLE: Record<string, readonly ExportKind[]> = {
  PRODUCER: ["orders"],
  ACCOUNTANT: ["orders", "payments", "refunds", "invoices", "payouts"],
};

export function mayExport(viewer: Pick<Viewer, "role"> | null, kind: ExportKind): boolean {
  if (!viewer) return false;
  const role: string = viewer.role;
  if (role === "ADMIN") return true;
  return EXPORTS_BY_ROLE[role]?.includes(kind) ?? false;
}
