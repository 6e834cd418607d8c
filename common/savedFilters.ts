// Saved filters of the management tables: which tables keep them and the rules of a name, shared
// by the server (which decides) and the browser (which says so before sending).
import { parseListQuery } from "./listQuery/index.ts";

export const SAVED_FILTER_TABLES = ["ORDERS", "PAYMENTS", "PAYOUTS", "USERS", "COMPANIES", "DISCOUNTS", "INBOX", "LOGS", "OUTBOX", "RESELLERS", "RESELLER_APPLICATIONS", "REFERRALS", "TAX_RATES"] as const;
export type SavedFilterTable = (typeof SAVED_FILTER_TABLES)[number];

export const SAVED_FILTER_NAME_MAX = 60;
/** A list query in URL form is short; this keeps a stored one from being anything else. */
export const SAVED_FILTER_QUERY_MAX = 2000;

/** The URL parameters a saved filter keeps: the table's filter and order, not its page. */
export const SAVED_FILTER_PARAMETERS = ["filters", "filterGroups", "orderBy"] as const;

/** What is wrong with a filter's name, or null. */
export function savedFilterNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "is required";
  if (trimmed.length > SAVED_FILTER_NAME_MAX) return `must be at most ${SAVED_FILTER_NAME_MAX} characters`;
  return null;
}

/**
 * The list query a filter keeps, from a table's URL query string: its filter and order parameters
 * in a fixed order, others (the page) dropped; throws the list-query language's error when a
 * parameter does not parse.
 */
export function savedFilterQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of SAVED_FILTER_PARAMETERS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  parseListQuery({ filters: kept.get("filters") ?? undefined, filterGroups: kept.get("filterGroups") ?? undefined, orderBy: kept.get("orderBy") ?? undefined });
  return kept.toString();
}
