// Reads and writes a table's list query in the URL (see listQueryUrl.ts for the format).
// Typing replaces the history entry; sorting, paging and picking a filter push one, so Back
// walks through what the admin looked at rather than through every keystroke.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Condition, FilterGroup, OrderDirection } from "../../../common/listQuery/index.ts";
import {
  applyListUrlChange,
  formatFilterGroups,
  formatFilters,
  formatOrderBy,
  nextOrderBy,
  readListUrl,
  type ListSpec,
  type ListUrlChange,
  type ListUrlState,
} from "./listQueryUrl.ts";

export type WriteOptions = {
  /** Replace the current history entry (typing) instead of pushing one (the default). */
  replace?: boolean;
};

export type ListQueryParams = ListUrlState & {
  /** Whether the URL narrows the list (filters or filter groups present). */
  isFiltered: boolean;
  change: (change: ListUrlChange, options?: WriteOptions) => void;
  setPage: (page: number) => void;
  /** A header click: flips the current field's direction or sorts by another field. */
  sortBy: (field: string, firstDirection?: OrderDirection) => void;
  setFilters: (filters: readonly Condition[], options?: WriteOptions) => void;
  setFilterGroups: (groups: readonly FilterGroup[], options?: WriteOptions) => void;
  /** Removes filters and filter groups (keeps the order). */
  clearFilters: () => void;
};

export function useListQueryParams(spec: ListSpec): ListQueryParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListUrl(searchParams, spec), [searchParams, spec]);

  const prefix = spec.urlPrefix;
  const change = useCallback(
    (next: ListUrlChange, options: WriteOptions = {}) => {
      setSearchParams((current) => applyListUrlChange(current, next, prefix), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams, prefix],
  );

  return useMemo(
    () => ({
      ...state,
      isFiltered: state.raw.filters !== "" || state.raw.filterGroups !== "",
      change,
      setPage: (page: number) => change({ page }),
      sortBy: (field: string, firstDirection?: OrderDirection) =>
        change({ orderBy: formatOrderBy(nextOrderBy(state.orderBy, field, firstDirection)) }),
      setFilters: (filters: readonly Condition[], options?: WriteOptions) =>
        change({ filters: formatFilters(filters) }, options),
      setFilterGroups: (groups: readonly FilterGroup[], options?: WriteOptions) =>
        change({ filterGroups: formatFilterGroups(groups) }, options),
      clearFilters: () => change({ filters: "", filterGroups: "" }),
    }),
    [state, change],
  );
}
