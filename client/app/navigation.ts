// The app's navigation lists, in one place. Only routes that exist are listed: each later screen
// adds its entry here (Services, Voices, Order, Contact… when they are built).
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

/** The sidebar of the management area. */
export const manageNav: NavItem[] = [
  { label: "Dashboard", to: "/manage", icon: "chart" },
  { label: "Orders", to: "/manage/orders", icon: "cart", matchNested: true },
  { label: "Inbox", to: "/manage/inbox", icon: "mail" },
  { label: "Users", to: "/manage/users", icon: "users", matchNested: true },
  { label: "Companies", to: "/manage/companies", icon: "building", matchNested: true },
  { label: "Services", to: "/manage/services", icon: "sliders" },
  { label: "Voices", to: "/manage/voices", icon: "mic", matchNested: true },
  { label: "Soundtrack", to: "/manage/soundtrack", icon: "music" },
  { label: "Site content", to: "/manage/content", icon: "edit" },
  { label: "Discount codes", to: "/manage/discounts", icon: "tag" },
  { label: "Payments", to: "/manage/payments", icon: "card" },
  { label: "Payouts", to: "/manage/payouts", icon: "coins" },
  { label: "Referrals", to: "/manage/referrals", icon: "handshake" },
  { label: "Reseller applications", to: "/manage/reseller-applications", icon: "file" },
  { label: "Resellers", to: "/manage/resellers", icon: "store" },
  { label: "Tax rates", to: "/manage/tax", icon: "percent" },
  { label: "Settings", to: "/manage/settings", icon: "gear" },
  { label: "Your profile", to: "/manage/profile", icon: "user" },
  { label: "Script assistant", to: "/manage/openrouter", icon: "sparkles" },
  { label: "Logs", to: "/manage/logs", icon: "clock" },
  { label: "Outbox", to: "/manage/outbox", icon: "send", matchNested: true },
];

/** Where each area starts: the account menu's entries, and where signing in leads. */
export const ACCOUNT_HOME = "/account";
/** An administrator's own profile, API tokens included (the account menu links to it). */
export const MANAGE_PROFILE = "/manage/profile";
// The dashboard: what waits for the studio, each figure leading to its table.
export const MANAGE_HOME = "/manage";

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  if (item.also?.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return true;
  return !!item.matchNested && pathname.startsWith(`${item.to}/`);
}
