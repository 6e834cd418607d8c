// Which orders the order desk lists: every placed order, and drafts (checkouts not paid yet) when
// the list query asks for them, by a status condition naming DRAFT or by a search (an OR filter
// group, what the desk's search box sends), so a customer's draft is found by its number or
// e-mail address without every draft crowding the desk's other views.
import { type Condition, parseListQuery } from "../../common/listQuery/index.ts";
import type { Prisma } from "../db/generated/client.ts";

type DeskFilter = { filters?: string | null; filterGroups?: string | null } | null | undefined;

const NAMING: readonly string[] = ["EQUAL", "IN", "ANY"];

const namesDraft = (condition: Condition) => condition.key === "status" && NAMING.includes(condition.operator) && condition.values.includes("DRAFT");

/** Whether the desk's list query asks for drafts; a query that does not parse asks for none (it is refused further on). */
export function asksForDrafts(filter: DeskFilter): boolean {
  if (!filter) return false;
  try {
    const query = parseListQuery({ filters: filter.filters ?? undefined, filterGroups: filter.filterGroups ?? undefined });
    return query.filters.some(namesDraft) || query.filterGroups.some((group) => group.logic === "OR" || group.conditions.some(namesDraft));
  } catch {
    return false;
  }
}

/** The orders the desk lists for this list query, before its own filters. */
export function orderDeskWhere(filter: DeskFilter): Prisma.OrderWhereInput {
  return asksForDrafts(filter) ? { archivedAt: null } : { archivedAt: null, status: { not: "DRAFT" } };
}
