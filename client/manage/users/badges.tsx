// Light badges take the darkest shade of their colour for the text, so small caps stay readable
// (WCAG AA contrast).
import { Badge } from "@mantine/core";
import { ROLE_LABELS, type RoleValue } from "./usersList.ts";

const ROLE_COLORS: Record<RoleValue, string> = { CUSTOMER: "gray", RESELLER: "teal", PRODUCER: "grape", ACCOUNTANT: "indigo", ADMIN: "studio" };

export function RoleBadge({ role }: { role: string }) {
  const known = role in ROLE_LABELS ? (role as RoleValue) : null;
  return (
    <Badge variant="light" color={known ? ROLE_COLORS[known] : "gray"}>
      {known ? ROLE_LABELS[known] : role}
    </Badge>
  );
}

/** Deleted (by the person: the row stays, anonymised), disabled, or active. */
export function StatusBadge({ disabledAt, deletedAt }: { disabledAt: string | null | undefined; deletedAt?: string | null }) {
  if (deletedAt) {
    return (
      <Badge variant="filled" color="dark">
        Deleted
      </Badge>
    );
  }
  return disabledAt ? (
    <Badge variant="filled" color="red.9">
      Disabled
    </Badge>
  ) : (
    <Badge variant="light" color="green">
      Active
    </Badge>
  );
}
