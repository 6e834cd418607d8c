// What the users table lets the URL carry: the server's whitelist for `users(filter:)`
// (server/accounts/user.graphql.ts, userListSpec) and the filters the bar offers.
import type { ListFilter } from "../../ui/table/ListFilterBar.tsx";
import type { ListSpec } from "../../ui/table/listQueryUrl.ts";
import { ROLE_LABELS, ROLE_NAMES, type RoleName } from "../../../common/staffRoles.ts";

export const usersListSpec: ListSpec = {
  fields: ["email", "name", "role", "createdAt", "lastSignInAt", "disabledAt", "company"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["name", "email"],
};


export { ROLE_LABELS };
export type RoleValue = RoleName;
export const ROLES = ROLE_NAMES;

/*
 * Status: the list-query language has no "is null" test, and Prisma's `not` leaves out nulls, so
 * "active" (disabledAt null) cannot be written as a condition. The status filter therefore offers
 * "Disabled" only (`disabledAt~MORE_THAN~1970-01-01`: every disabled account has a disabledAt
 * after the epoch); "Any status" is the unfiltered list, and the Status column tells the rest.
 */
export const DISABLED_CONDITION = { key: "disabledAt", operator: "MORE_THAN", values: ["1970-01-01"] } as const;

export const usersFilters: ListFilter[] = [
  {
    kind: "select",
    field: "role",
    label: "Role",
    placeholder: "Any role",
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
  {
    kind: "select",
    field: "disabledAt",
    label: "Status",
    placeholder: "Any status",
    options: [{ value: "disabled", label: "Disabled", conditions: [{ ...DISABLED_CONDITION, values: [...DISABLED_CONDITION.values] }] }],
  },
];
