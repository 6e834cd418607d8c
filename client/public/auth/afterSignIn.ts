// Where someone goes after signing in: the page they asked for (`?next=`, same site only), else
// their account, or the management area for the studio's people (administrators, producers, accountants).
import { isStaffRole } from "../../../common/staffRoles.ts";
import { safeNextPath } from "../../app/nextPath.ts";
import { ACCOUNT_HOME, MANAGE_HOME } from "../../app/navigation.ts";

export function afterSignInPath(role: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (safe && !/^\/(login|register|reset)(\/|\?|$)/.test(safe)) return safe;
  return isStaffRole(role) ? MANAGE_HOME : ACCOUNT_HOME;
}
