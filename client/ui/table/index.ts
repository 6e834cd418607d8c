// The management-table pattern: URL state in the list-query language, a route loader that turns
// the URL into query variables, and the components around a Relay-fed table. See README.md.
export * from "./listQueryUrl.ts";
export * from "./listLoader.ts";
export * from "./listProblem.ts";
export * from "./useListQueryParams.ts";
export { ListTable, countLabel, type ListColumn, type ListConnection, type ListTableProps } from "./ListTable.tsx";
export { ListFilterBar, type ListFilter, type ListFilterBarProps, type SelectFilterOption } from "./ListFilterBar.tsx";
export { ListResults, ListProblemAlert, ListSkeleton } from "./ListResults.tsx";
export { ListQueryResults } from "./ListQueryResults.tsx";
export { DateTimeCell, formatDate, formatDateTime } from "./cells.tsx";
