// The filters above a management table. Every control writes the URL (useListQueryParams):
// - search: one `OR~field~ILIKE~text,...` filter group over the list's searchFields (typing
//   replaces the history entry, debounced);
// - select filters: the top-level conditions on their field (e.g. `role~ADMIN`);
// - date ranges: `field~BETWEEN~from,to` (or one bound) in the admin's local days;
// - "Advanced": the raw `filters` and `filterGroups` strings for power users, e.g.
//   `createdAt~MORE_THAN~2026-01-01`; malformed text is shown as the catalogue's message.
// A control owns every top-level condition on its field, so picking "Any" removes them all.
import { Anchor, Button, Collapse, Group, Select, Stack, TextInput } from "@mantine/core";
import "@mantine/dates/styles.css";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { useId, useState, type FormEvent } from "react";
import type { Condition } from "../../../common/listQuery/index.ts";
import {
  conditionsOn,
  dateRangeConditions,
  readDateRange,
  readSearch,
  replaceConditionsOn,
  sameConditions,
  searchTextProblem,
  writeSearch,
  type DateRange,
  type ListSpec,
} from "./listQueryUrl.ts";
import { useListQueryParams, type ListQueryParams } from "./useListQueryParams.ts";

export type SelectFilterOption = {
  value: string;
  label: string;
  /** What choosing the option filters by; defaults to `field~EQUAL~value`. */
  conditions?: Condition[];
};

export type ListFilter =
  | { kind: "select"; field: string; label: string; placeholder?: string; options: readonly SelectFilterOption[] }
  | { kind: "dateRange"; field: string; label: string };

export type ListFilterBarProps = {
  spec: ListSpec;
  /** The search box over spec.searchFields; omitted when the list has none. */
  search?: { label: string; placeholder?: string };
  filters?: readonly ListFilter[];
};

const SEARCH_DEBOUNCE_MS = 300;

/** Keeps a text field's draft while the admin types, and follows the URL when it changes elsewhere (Back). */
function useDraft(fromUrl: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (fromUrl !== draft.trim()) setDraft(fromUrl);
  }
  return [draft, setDraft];
}

function SearchFilter({ list, fields, label, placeholder }: { list: ListQueryParams; fields: readonly string[]; label: string; placeholder?: string }) {
  const [draft, setDraft] = useDraft(readSearch(list.filterGroups, fields));
  const problem = searchTextProblem(draft);
  const write = useDebouncedCallback((text: string) => {
    if (searchTextProblem(text)) return;
    list.setFilterGroups(writeSearch(list.filterGroups, fields, text), { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={draft}
      error={problem}
      size="sm"
      miw={240}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") write.flush();
      }}
    />
  );
}

function optionConditions(field: string, option: SelectFilterOption): Condition[] {
  return option.conditions ?? [{ key: field, operator: "EQUAL", values: [option.value] }];
}

function SelectFilter({ list, filter }: { list: ListQueryParams; filter: Extract<ListFilter, { kind: "select" }> }) {
  const current = conditionsOn(list.filters, filter.field);
  const selected = filter.options.find((option) => sameConditions(optionConditions(filter.field, option), current));
  return (
    <Select
      label={filter.label}
      placeholder={filter.placeholder ?? "Any"}
      data={filter.options.map(({ value, label }) => ({ value, label }))}
      value={selected?.value ?? null}
      clearable
      allowDeselect
      w={180}
      onChange={(value) => {
        const option = filter.options.find((candidate) => candidate.value === value);
        list.setFilters(replaceConditionsOn(list.filters, filter.field, option ? optionConditions(filter.field, option) : []));
      }}
    />
  );
}

// Spec §9: the date picker offers years from 100 years back to 10 years ahead.
const MIN_DATE = `${new Date().getFullYear() - 100}-01-01`;
const MAX_DATE = `${new Date().getFullYear() + 10}-12-31`;

// Mantine's placeholder grey falls below WCAG AA contrast on white; the dimmed text colour passes.
const READABLE_PLACEHOLDER = { placeholder: { color: "var(--mantine-color-dimmed)" } };

function DateRangeFilter({ list, filter }: { list: ListQueryParams; filter: Extract<ListFilter, { kind: "dateRange" }> }) {
  const [from, to] = readDateRange(list.filters, filter.field);
  const write = (range: DateRange) =>
    list.setFilters(replaceConditionsOn(list.filters, filter.field, dateRangeConditions(filter.field, range)));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <DatePickerInput
        label={`${filter.label} from`}
        placeholder="Any"
        styles={READABLE_PLACEHOLDER}
        value={from}
        onChange={(value) => write([value, to])}
        maxDate={to ?? MAX_DATE}
        minDate={MIN_DATE}
        valueFormat="D MMM YYYY"
        clearable
        w={160}
      />
      <DatePickerInput
        label={`${filter.label} to`}
        placeholder="Any"
        styles={READABLE_PLACEHOLDER}
        value={to}
        onChange={(value) => write([from, value])}
        minDate={from ?? MIN_DATE}
        maxDate={MAX_DATE}
        valueFormat="D MMM YYYY"
        clearable
        w={160}
      />
    </Group>
  );
}

const MONOSPACE = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

function AdvancedFilters({ list, id }: { list: ListQueryParams; id: string }) {
  const [filters, setFilters] = useDraft(list.raw.filters);
  const [filterGroups, setFilterGroups] = useDraft(list.raw.filterGroups);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.change({ filters: filters.trim(), filterGroups: filterGroups.trim() });
  };
  const errorFor = (parameter: string) => (list.error?.parameter === parameter ? list.error.message : undefined);
  return (
    <form id={id} onSubmit={submit} aria-label="Advanced filters">
      <Stack gap="xs">
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label="Filters"
            description="key~value or key~OPERATOR~value, comma-separated"
            placeholder="createdAt~MORE_THAN~2026-01-01"
            value={filters}
            onChange={(event) => setFilters(event.currentTarget.value)}
            error={errorFor("filters")}
            size="sm"
            styles={MONOSPACE}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
          <TextInput
            label="Filter groups"
            description="AND~conditions|OR~conditions"
            placeholder="OR~name~ILIKE~ann,email~ILIKE~ann"
            value={filterGroups}
            onChange={(event) => setFilterGroups(event.currentTarget.value)}
            error={errorFor("filterGroups")}
            size="sm"
            styles={MONOSPACE}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
        </Group>
        <Group>
          <Button type="submit" size="xs">
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ListFilterBar({ spec, search, filters = [] }: ListFilterBarProps) {
  const list = useListQueryParams(spec);
  const advancedId = useId();
  const rawProblem = list.error?.parameter === "filters" || list.error?.parameter === "filterGroups";
  const [advancedOpen, setAdvancedOpen] = useState(rawProblem);
  const open = advancedOpen || rawProblem;
  return (
    <Stack gap="sm" role="search" aria-label="Filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        {search && spec.searchFields && spec.searchFields.length > 0 && (
          <SearchFilter list={list} fields={spec.searchFields} label={search.label} placeholder={search.placeholder} />
        )}
        {filters.map((filter) =>
          filter.kind === "select" ? (
            <SelectFilter key={filter.field} list={list} filter={filter} />
          ) : (
            <DateRangeFilter key={filter.field} list={list} filter={filter} />
          ),
        )}
        <Group gap="sm" pb={6}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={advancedId}
            onClick={() => setAdvancedOpen(!open)}
          >
            Advanced
          </Anchor>
          {list.isFiltered && (
            <Anchor component="button" type="button" size="sm" onClick={list.clearFilters}>
              Clear filters
            </Anchor>
          )}
        </Group>
      </Group>
      <Collapse expanded={open}>
        <AdvancedFilters list={list} id={advancedId} />
      </Collapse>
    </Stack>
  );
}
