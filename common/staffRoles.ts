// The roles and what each of the studio's people may use in the management area, in one place:
// the server's scopes (server/schema/scopes.ts) grant from it, the client's sidebar, route guards
// and labels read it.

/** Every role an account has, from the customer to the administrator, with its label. */
export const ROLE_LABELS = { CUSTOMER: "Customer", RESELLER: "Reseller", PRODUCER: "Producer", ACCOUNTANT: "Accountant", ADMIN: "Administrator" } as const;
export type RoleName = keyof typeof ROLE_LABELS;
export const ROLE_NAMES = Object.keys(ROLE_LABELS) as RoleName[];

/**
 * The parts of the management area and who works in each: `staff` is what every one of the
 * studio's people needs (the order desk), `production` moves orders through the studio (masters,
 * deliveries, the inbox), `bookkeeping` handles the money (payments, refunds, invoices, payouts,
 * tax, discounts, the figures), `admin` is users, roles, settings, the catalogue and integrations.
 */
export const AREA_ROLES = {
  staff: ["ADMIN", "PRODUCER", "ACCOUNTANT"],
  production: ["ADMIN", "PRODUCER"],
  bookkeeping: ["ADMIN", "ACCOUNTANT"],
  admin: ["ADMIN"],
} as const satisfies Record<string, readonly RoleName[]>;
export type StaffArea = keyof typeof AREA_ROLES;

export function mayUseArea(role: string | null | undefined, area: StaffArea): boolean {
  return !!role && (AREA_ROLES[area] as readonly string[]).includes(role);
}

/** One of the studio's people: they sign in to the management area. */
export const isStaffRole = (role: string | null | undefined): boolean => mayUseArea(role, "staff");

/** A role's label, or the role itself when this build does not know it. */
export const roleLabel = (role: string): string => (role in ROLE_LABELS ? ROLE_LABELS[role as RoleName] : role);

/** "a producer", "an accountant", "an administrator": a role in a sentence. */
export function roleInSentence(role: string): string {
  const noun = roleLabel(role).toLowerCase();
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}
