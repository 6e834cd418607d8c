export type ListQueryParameter = "filters" | "filterGroups" | "relations" | "orderBy" | "limit" | "offset" | "page";

export type ListQueryErrorCode =
  | "INVALID_FILTER_FORMAT"
  | "EMPTY_KEY_OR_VALUE"
  | "INVALID_OPERATOR"
  | "INVALID_BETWEEN_VALUES"
  | "FIELDS_BLACKLISTED"
  | "FIELDS_NOT_WHITELISTED"
  | "RELATIONS_BLACKLISTED"
  | "RELATIONS_NOT_WHITELISTED"
  | "INVALID_LIMIT"
  | "INVALID_OFFSET"
  | "INVALID_PAGE"
  | "INVALID_ORDER_DIRECTION"
  | "INVALID_JOIN_TYPE"
  | "INVALID_FILTER_GROUP_LOGIC"
  | "INVALID_FILTER_GROUP_FORMAT"
  | "INVALID_FIELD_VALUE"
  | "INVALID_FIELD_OPERATOR";

/** The only error the list-query language throws; `parameter` names the input at fault. */
export class ListQueryError extends Error {
  override readonly name = "ListQueryError";
  readonly code: ListQueryErrorCode;
  readonly parameter: ListQueryParameter;

  constructor(code: ListQueryErrorCode, parameter: ListQueryParameter, message: string) {
    super(message);
    this.code = code;
    this.parameter = parameter;
  }
}

// One factory per catalogue message, so each message's wording lives in exactly one place.
export const listQueryErrors = {
  invalidFilterFormat: (parameter: ListQueryParameter, position: number) =>
    new ListQueryError("INVALID_FILTER_FORMAT", parameter, `Invalid filter format at position ${position}`),
  emptyKeyOrValue: (parameter: ListQueryParameter, position: number) =>
    new ListQueryError("EMPTY_KEY_OR_VALUE", parameter, `Empty key or value at position ${position}`),
  invalidOperator: (parameter: ListQueryParameter, operator: string, position: number) =>
    new ListQueryError("INVALID_OPERATOR", parameter, `Invalid operator ${operator} at position ${position}`),
  invalidBetweenValues: (parameter: ListQueryParameter) =>
    new ListQueryError(
      "INVALID_BETWEEN_VALUES",
      parameter,
      "BETWEEN operator requires exactly 2 comma-separated values",
    ),
  fieldsBlacklisted: (parameter: ListQueryParameter, fields: readonly string[]) =>
    new ListQueryError(
      "FIELDS_BLACKLISTED",
      parameter,
      `The following fields are blacklisted: ${fields.join(", ")}`,
    ),
  fieldsNotWhitelisted: (parameter: ListQueryParameter, fields: readonly string[]) =>
    new ListQueryError(
      "FIELDS_NOT_WHITELISTED",
      parameter,
      `The following fields are not whitelisted: ${fields.join(", ")}`,
    ),
  relationsBlacklisted: (relations: readonly string[]) =>
    new ListQueryError(
      "RELATIONS_BLACKLISTED",
      "relations",
      `The following relations are blacklisted: ${relations.join(", ")}`,
    ),
  relationsNotWhitelisted: (relations: readonly string[]) =>
    new ListQueryError(
      "RELATIONS_NOT_WHITELISTED",
      "relations",
      `The following relations are not whitelisted: ${relations.join(", ")}`,
    ),
  invalidLimit: () => new ListQueryError("INVALID_LIMIT", "limit", "Invalid limit value"),
  invalidOffset: () => new ListQueryError("INVALID_OFFSET", "offset", "Invalid offset value"),
  invalidPage: () => new ListQueryError("INVALID_PAGE", "page", "Invalid page value"),
  invalidOrderDirection: (direction: string) =>
    new ListQueryError("INVALID_ORDER_DIRECTION", "orderBy", `Invalid order direction ${direction}`),
  invalidJoinType: (joinType: string) =>
    new ListQueryError("INVALID_JOIN_TYPE", "relations", `Invalid join type ${joinType}`),
  invalidFilterGroupLogic: (logic: string) =>
    new ListQueryError("INVALID_FILTER_GROUP_LOGIC", "filterGroups", `Invalid filter group logic ${logic}`),
  invalidFilterGroupFormat: (position: number) =>
    new ListQueryError(
      "INVALID_FILTER_GROUP_FORMAT",
      "filterGroups",
      `Invalid filter group format at position ${position}`,
    ),
  // Raised by the server translation, which knows field types.
  invalidFieldValue: (parameter: ListQueryParameter, value: string, field: string) =>
    new ListQueryError("INVALID_FIELD_VALUE", parameter, `Invalid value "${value}" for field ${field}`),
  invalidFieldOperator: (parameter: ListQueryParameter, operator: string, field: string) =>
    new ListQueryError("INVALID_FIELD_OPERATOR", parameter, `Invalid operator ${operator} for field ${field}`),
};
