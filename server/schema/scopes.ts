// The roles' scopes in one place: the builder grants them to each request, and what reads the
// schema's declarations outside a resolver (which list fields a caller may filter on) asks here.
// Domain rules that depend on the role ask the same functions (isStaff, mayProduce, mayKeepBooks);
// which roles work in which part of the studio is common/staffRoles.ts, shared with the client.
import { isStaffRole, mayUseArea } from "../../common/staffRoles.ts";
import type { Viewer } from "../context.ts";

export type AuthScopes = {
  /** Anyone, signed in or not. */
  public: boolean;
  signedIn: boolean;
  reseller: boolean;
  /** The studio's people (administrators, producers, accountants): the order desk and what every one of them needs. */
  staff: boolean;
  /** Moving orders through production: masters, deliveries, the inbox (administrators and producers). */
  production: boolean;
  /** The money: payments, refunds, invoices, payouts, tax, discounts and the figures (administrators and accountants). */
  bookkeeping: boolean;
  /** Users, roles, settings, the catalogue and the studio's integrations (administrators alone). */
  admin: boolean;
};

type WithRole = Pick<Viewer, "role"> | null | undefined;

export { isStaffRole };
/** Administrators, producers and accountants: the people who sign in to /manage. */
export const isStaff = (viewer: WithRole): boolean => isStaffRole(viewer?.role);
export const isAdminRole = (role: string | null | undefined): boolean => mayUseArea(role, "admin");
export const isAdminViewer = (viewer: WithRole): boolean => isAdminRole(viewer?.role);
/** May move orders through production (masters, deliveries, order status, the inbox). */
export const mayProduce = (viewer: WithRole): boolean => mayUseArea(viewer?.role, "production");
/** May handle the money (payments, refunds, invoices, payouts, tax, discounts, the figures). */
export const mayKeepBooks = (viewer: WithRole): boolean => mayUseArea(viewer?.role, "bookkeeping");

export function grantedScopes(viewer: WithRole): AuthScopes {
  const role = viewer?.role;
  return {
    public: true,
    signedIn: !!viewer,
    reseller: role === "RESELLER" || role === "ADMIN",
    staff: isStaff(viewer),
    production: mayProduce(viewer),
    bookkeeping: mayKeepBooks(viewer),
    admin: isAdminViewer(viewer),
  };
}

/** What a caller refused by a field's scopes is told. */
export function refusalOf(viewer: Pick<Viewer, "role"> | null): string {
  return viewer ? "You do not have permission to do this." : "Sign in to continue.";
}

/**
 * Whether `granted` satisfies a scope map as Pothos' scope-auth reads one (any scope set to true
 * lets the caller in; `$all` needs every entry, `$any` one). Anything else, a scope function
 * among them, depends on the record and is not granted here.
 */
export function satisfiesScopeMap(granted: AuthScopes, declared: unknown): boolean {
  if (!declared || typeof declared !== "object") return false;
  const entries = Object.entries(declared as Record<string, unknown>);
  const satisfied = ([scope, value]: [string, unknown]): boolean => {
    if (scope === "$all") return !!value && typeof value === "object" && Object.entries(value).every(satisfied);
    if (scope === "$any") return satisfiesScopeMap(granted, value);
    return value === true && scope in granted && granted[scope as keyof AuthScopes];
  };
  return entries.some(satisfied);
}
