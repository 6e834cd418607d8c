// The app's navigation lists, in one place. Only routes that exist are listed: each later screen
// adds its entry here (Services, Voices, Order, Contact… when they are built).
import { mayUseArea, type StaffArea } from "../../common/staffRoles.ts";
import { servicePath } from "../public/shared/links.ts";
import type { IconName } from "../ui/Icon.tsx";

export type NavItem = {
  label: string;
  to: string;
  icon?: IconName;
  /** Also active on deeper paths (e.g. /manage/users/123 for /manage/users). */
  matchNested?: boolean;
  /** Also active on these paths and below them (a section's entry, e.g. "About" for /about/team). */
  also?: string[];
  /** The part of the management area the entry belongs to: shown only to the roles that work there. */
  area?: StaffArea;
};

// ---- Public site (catalogue, about, contact) ----

/** The public site's main navigation in the header. */
export const mainNav: NavItem[] = [
  { label: "Services", to: "/services", icon: "list", matchNested: true },
  { label: "Voices", to: "/about/voices", icon: "mic" },
  { label: "About", to: "/about/studio", icon: "users", also: ["/about/team", "/about/partners", "/about/onair"] },
  { label: "FAQ", to: "/faq", icon: "list" },
  { label: "Contact", to: "/contact", icon: "mail", also: ["/voice-contact"] },
];

/** The sidebar of the services pages: every active service of the catalogue, in its order. */
export function servicesNav(services: readonly { readonly slug: string; readonly name: string }[]): NavItem[] {
  return [
    { label: "All services", to: "/services" },
    ...services.map((service) => {
      const to = servicePath(service.slug);
      // A service with pages of its own (message on hold) is active on all of them.
      const section = `/services/${encodeURIComponent(service.slug)}`;
      return to === section ? { label: service.name, to } : { label: service.name, to, also: [section] };
    }),
  ];
}

/** The sidebar of the message-on-hold pages. */
export const messageOnHoldNav: NavItem[] = [
  { label: "Overview", to: "/services/message-on-hold/overview" },
  { label: "Bundles", to: "/services/message-on-hold/bundles" },
  { label: "Pay-as-you-go", to: "/services/message-on-hold/pay-as-you-go" },
  { label: "All services", to: "/services" },
];

/** The sidebar of the about pages. */
export const aboutNav: NavItem[] = [
  { label: "The studio", to: "/about/studio" },
  { label: "Our voices", to: "/about/voices" },
  { label: "Team", to: "/about/team" },
  { label: "Partners", to: "/about/partners" },
  { label: "On air", to: "/about/onair" },
];

// ---- end of public site ----

/** The sidebar of the account area. */
export const accountNav: NavItem[] = [
  { label: "Overview", to: "/account", icon: "home" },
  { label: "Orders", to: "/account/order/history", icon: "list", matchNested: true },
  { label: "New order", to: "/account/order/new", icon: "mic", matchNested: true },
  { label: "Referrals", to: "/account/referrals", icon: "handshake" },
  { label: "Reseller", to: "/account/reseller", icon: "store" },
  { label: "Profile", to: "/account/profile", icon: "user" },
  { label: "Your data", to: "/account/export", icon: "download" },
];

/** A visitor's way in, in the small screens' menu. */
export const signedOutNav: NavItem[] = [
  { label: "Sign in", to: "/login", icon: "login" },
  { label: "Register", to: "/register", icon: "user" },
];

/** The sidebar of the management area; each role sees its areas' entries (manageNavFor). */
export const manageNav: NavItem[] = [
  { label: "Dashboard", to: "/manage", icon: "chart", area: "staff" },
  { label: "Orders", to: "/manage/orders", icon: "cart", matchNested: true, area: "staff" },
  { label: "Inbox", to: "/manage/inbox", icon: "mail", area: "production" },
  { label: "Users", to: "/manage/users", icon: "users", matchNested: true, area: "admin" },
  { label: "Companies", to: "/manage/companies", icon: "building", matchNested: true, area: "staff" },
  { label: "Services", to: "/manage/services", icon: "sliders", area: "admin" },
  { label: "Voices", to: "/manage/voices", icon: "mic", matchNested: true, area: "admin" },
  { label: "Soundtrack", to: "/manage/soundtrack", icon: "music", area: "admin" },
  { label: "Site content", to: "/manage/content", icon: "edit", area: "admin" },
  { label: "Discount codes", to: "/manage/discounts", icon: "tag", area: "bookkeeping" },
  { label: "Payments", to: "/manage/payments", icon: "card", area: "bookkeeping" },
  { label: "Payouts", to: "/manage/payouts", icon: "coins", area: "bookkeeping" },
  { label: "Referrals", to: "/manage/referrals", icon: "handshake", area: "bookkeeping" },
  { label: "Reseller applications", to: "/manage/reseller-applications", icon: "file", area: "admin" },
  { label: "Resellers", to: "/manage/resellers", icon: "store", area: "admin" },
  { label: "Tax rates", to: "/manage/tax", icon: "percent", area: "bookkeeping" },
  { label: "Settings", to: "/manage/settings", icon: "gear", area: "admin" },
  { label: "Your profile", to: "/manage/profile", icon: "user", area: "staff" },
  { label: "Script assistant", to: "/manage/openrouter", icon: "sparkles", area: "admin" },
  { label: "Logs", to: "/manage/logs", icon: "clock", area: "admin" },
  { label: "Outbox", to: "/manage/outbox", icon: "send", matchNested: true, area: "admin" },
];

/** The management sidebar's entries `role` may use. */
export function manageNavFor(role: string | null | undefined): NavItem[] {
  return manageNav.filter((item) => !item.area || mayUseArea(role, item.area));
}

/** Where each area starts: the account menu's entries, and where signing in leads. */
export const ACCOUNT_HOME = "/account";
/** A staff member's own profile (an administrator's with API tokens; the account menu links to it). */
export const MANAGE_PROFILE = "/manage/profile";
// The dashboard: what waits for the studio, each figure leading to its table.
export const MANAGE_HOME = "/manage";

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  if (item.also?.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return true;
  return !!item.matchNested && pathname.startsWith(`${item.to}/`);
}
