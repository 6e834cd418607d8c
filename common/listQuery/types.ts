export const OPERATORS = [
  "NOT",
  "EQUAL",
  "LIKE",
  "ILIKE",
  "BETWEEN",
  "IN",
  "NOT_IN",
  "ANY",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "MORE_THAN",
  "MORE_THAN_OR_EQUAL",
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Operators whose value is a comma-separated list (at least one value; BETWEEN exactly two). */
export const LIST_OPERATORS: readonly Operator[] = ["BETWEEN", "IN", "NOT_IN", "ANY"];

export const JOIN_TYPES = ["INNER", "LEFT", "LEFT_SELECT", "INNER_SELECT"] as const;
export type JoinType = (typeof JOIN_TYPES)[number];
/** The pre-join-type spelling older clients still send; it meant "left join and select". */
export const LEGACY_JOIN_TYPE = "JOIN";
/** A relation named without a join type. */
export const DEFAULT_JOIN_TYPE: JoinType = "LEFT_SELECT";

export const ORDER_DIRECTIONS = ["ASC", "DESC"] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export const FILTER_GROUP_LOGICS = ["AND", "OR"] as const;
export type FilterGroupLogic = (typeof FILTER_GROUP_LOGICS)[number];

export const DEFAULT_LIMIT = 10;
export const DEFAULT_OFFSET = 0;
export const DEFAULT_MAX_LIMIT = 100;

/** The string form a list query travels in (URL query parameters, GraphQL arguments). */
export type ListQueryInput = {
  filters?: string;
  filterGroups?: string;
  relations?: string;
  orderBy?: string;
  limit?: string | number;
  offset?: string | number;
  page?: string | number;
};

export type Condition = { key: string; operator: Operator; values: string[] };
export type FilterGroup = { logic: FilterGroupLogic; conditions: Condition[] };
export type Relation = { name: string; joinType: JoinType };
export type OrderBy = { field: string; direction: OrderDirection };

export type ParsedListQuery = {
  filters: Condition[];
  filterGroups: FilterGroup[];
  relations: Relation[];
  orderBy: OrderBy[];
  limit: number;
  offset: number;
};

export type NameRules = { whitelist?: readonly string[]; blacklist?: readonly string[] };

export type ListQueryOptions = {
  /** Applies to filter keys, filter group keys and orderBy fields. */
  fields?: NameRules;
  relations?: NameRules;
  /** Largest accepted limit; defaults to DEFAULT_MAX_LIMIT. */
  maxLimit?: number;
};
