// A select filter on a true/false field, its two answers named for the list ("Active"/"Inactive").
import type { ListFilter } from "./ListFilterBar.tsx";

export function yesNoFilter(field: string, label: string, placeholder: string, [yes, no]: readonly [yes: string, no: string]): ListFilter {
  return { kind: "select", field, label, placeholder, options: [{ value: "true", label: yes }, { value: "false", label: no }] };
}

/** The "Status" filter of lists of records that are switched on and off. */
export const activeFilter: ListFilter = yesNoFilter("active", "Status", "Any status", ["Active", "Inactive"]);
