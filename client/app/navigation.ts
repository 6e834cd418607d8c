// The app's navigation lists, in one place. Only routes that exist are listed: each later screen
// adds its entry here (Services, Voices, Order, Contact… when they are built).
import type { IconName } from "../ui/Icon.tsx";

export type NavItem = {
  label: string;
  to: string;
  icon?: IconName;
  /** Also active on deeper paths (e.g. /manage/users/123 for /manage/users). */
  matchNested?: boolean;
};

/** The public site's main navigation in the header. */
export const mainNav: NavItem[] = [{ label: "Home", to: "/", icon: "home" }];

/** The sidebar of the account area. */
export const accountNav: NavItem[] = [{ label: "Profile", to: "/account/profile", icon: "user" }];

/** The sidebar of the management area. */
export const manageNav: NavItem[] = [
  { label: "Users", to: "/manage/users", icon: "users", matchNested: true },
  { label: "Logs", to: "/manage/logs", icon: "list" },
];

/** Where each area starts: the account menu's entries. */
export const ACCOUNT_HOME = "/account/profile";
export const MANAGE_HOME = "/manage/users";

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return !!item.matchNested && pathname.startsWith(`${item.to}/`);
}
