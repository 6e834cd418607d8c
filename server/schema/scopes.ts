// The roles' scopes in one place: the builder grants them to each request, and what reads the
// schema's declarations outside a resolver (which list fields a caller may filter on) asks here.
import type { Viewer } from "../context.ts";

export type AuthScopes = {
  /** Anyone, signed in or not. */
  public: boolean;
  signedIn: boolean;
  reseller: boolean;
  admin: boolean;
};

export function grantedScopes(viewer: Pick<Viewer, "role"> | null): AuthScopes {
  const role = viewer?.role;
  return {
    public: true,
    signedIn: !!viewer,
    reseller: role === "RESELLER" || role === "ADMIN",
    admin: role === "ADMIN",
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
