// The filters above a management table. Every control writes the URL (useListQueryParams):
// - search: one `OR~field~ILIKE~text,...` filter group over the list's searchFields (typing
//   replaces the history entry, debounced);
// - select filters: the top-level conditions on their field (e.g. `role~ADMIN`);
// - date ranges: `field~BETWEEN~from,to` (or one bound) in the admin's local days;
// - number ranges: `field~BETWEEN~min,max` (or one bound), typed in decimals for amounts kept in
//   minor units (`scale`: 100 turns "12.50" into 1250);
// - "Advanced": the raw `filters` and `filterGroups` strings for power users, e.g.
//   `createdAt~MORE_THAN~2026-01-01`; malformed text is shown as the catalogue's message.
// A control owns every top-level condition on its field, so picking "Any" removes them all.
import { Anchor, Button, Collapse, Group, Select, Stack, TextInput, type TextInputProps } from "@mantine/core";
import "@mantine/dates/styles.css";
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { useId, useState, type CSSProperties, type FormEvent } from "react";
import type { Condition } from "../../../common/listQuery/index.ts";
import {
  conditionsOn,
  dateRangeConditions,
  numberRangeConditions,
  readDateRange,
  readNumberRange,
  readSearch,
  replaceConditionsOn,
  sameConditions,
  searchTextProblem,
  writeSearch,
  type DateRange,
  type ListSpec,
  type NumberRange,
  type SearchField,
} from "./listQueryUrl.ts";
import { useListQueryParams, type ListQueryParams } from "./useListQueryParams.ts";

export type SelectFilterOption = {
  value: string;
  label: string;
  /** What choosing the option filters by; defaults to `field~EQUAL~value`. */
  conditions?: Condition[];
};

export type ListFilter =
  | { kind: "select"; field: string; label: string; placeholder?: string; options: readonly SelectFilterOption[]; /** Type to narrow a long list (countries). */ searchable?: boolean }
  | { kind: "dateRange"; field: string; label: string }
  | { kind: "numberRange"; field: string; label: string; /** Stored value per typed unit (100: cents). @default 1 */ scale?: number };

export type ListFilterBarProps = {
  spec: ListSpec;
  /** The search box over spec.searchFields; omitted when the list has none. */
  search?: { label: string; placeholder?: string };
  filters?: readonly ListFilter[];
  /** Offers the raw filter strings ("Advanced"), for the studio's tables. @default true */
  advanced?: boolean;
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

function SearchFilter({ list, fields, label, placeholder }: { list: ListQueryParams; fields: readonly SearchField[]; label: string; placeholder?: string }) {
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
      searchable={filter.searchable}
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
const READABLE_INPUT_PLACEHOLDER = { input: { "--input-placeholder-color": "var(--mantine-color-dimmed)" } as CSSProperties };

/** One end of a date range: empty reads "Any". */
function RangeEndInput(props: DatePickerInputProps) {
  return <DatePickerInput placeholder="Any" styles={READABLE_PLACEHOLDER} valueFormat="D MMM YYYY" clearable w={160} {...props} />;
}

function DateRangeFilter({ list, filter }: { list: ListQueryParams; filter: Extract<ListFilter, { kind: "dateRange" }> }) {
  const [from, to] = readDateRange(list.filters, filter.field);
  const write = (range: DateRange) =>
    list.setFilters(replaceConditionsOn(list.filters, filter.field, dateRangeConditions(filter.field, range)));
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <RangeEndInput label={`${filter.label} from`} value={from} onChange={(value) => write([value, to])} minDate={MIN_DATE} maxDate={to ?? MAX_DATE} />
      <RangeEndInput label={`${filter.label} to`} value={to} onChange={(value) => write([from, value])} minDate={from ?? MIN_DATE} maxDate={MAX_DATE} />
    </Group>
  );
}

/** A bound as the admin types it: "12.5" for 1250 at scale 100; "" when absent. */
function boundText(value: number | null, scale: number): string {
  return value === null ? "" : String(value / scale);
}

/** The stored value of a typed bound: null when blank, undefined when it is not a number. */
function storedBound(text: string, scale: number): number | null | undefined {
  if (text.trim() === "") return null;
  const value = Number(text.trim().replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * scale) : undefined;
}

/** One end of a number range, typed as text (checked as it is typed): empty reads "Any". */
function RangeEndNumberInput(props: TextInputProps) {
  return <TextInput placeholder="Any" inputMode="decimal" size="sm" styles={READABLE_INPUT_PLACEHOLDER} w={110} {...props} />;
}

function NumberRangeFilter({ list, filter }: { list: ListQueryParams; filter: Extract<ListFilter, { kind: "numberRange" }> }) {
  const scale = filter.scale ?? 1;
  const [min, max] = readNumberRange(list.filters, filter.field);
  const [drafts, setDrafts] = useState<[string, string]>([boundText(min, scale), boundText(max, scale)]);
  const [seen, setSeen] = useState<NumberRange>([min, max]);
  // Follows the URL when it changes elsewhere (Back, "Clear filters"), but keeps what is being
  // typed when it means the same number ("12." while the URL says 1200).
  if (seen[0] !== min || seen[1] !== max) {
    setSeen([min, max]);
    setDrafts([
      storedBound(drafts[0], scale) === min ? drafts[0] : boundText(min, scale),
      storedBound(drafts[1], scale) === max ? drafts[1] : boundText(max, scale),
    ]);
  }
  const write = useDebouncedCallback((range: NumberRange) => {
    list.setFilters(replaceConditionsOn(list.filters, filter.field, numberRangeConditions(filter.field, range)), { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  const change = (next: [string, string]) => {
    setDrafts(next);
    const low = storedBound(next[0], scale);
    const high = storedBound(next[1], scale);
    if (low !== undefined && high !== undefined) write([low, high]);
  };
  const problem = (text: string) => (storedBound(text, scale) === undefined ? "Type a number" : undefined);
  const [minDraft, maxDraft] = drafts;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <RangeEndNumberInput label={`${filter.label} from`} value={minDraft} error={problem(minDraft)} onChange={(event) => change([event.currentTarget.value, maxDraft])} />
      <RangeEndNumberInput label={`${filter.label} to`} value={maxDraft} error={problem(maxDraft)} onChange={(event) => change([minDraft, event.currentTarget.value])} />
    </Group>
  );
}

const MONOSPACE = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/** A field for a raw list-query string: monospace, and no spelling help that would change it. */
function QueryStringInput(props: TextInputProps) {
  return <TextInput size="sm" styles={MONOSPACE} spellCheck={false} autoCapitalize="off" autoCorrect="off" {...props} />;
}

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
          <QueryStringInput label="Filters" description="key~value or key~OPERATOR~value, comma-separated" placeholder="createdAt~MORE_THAN~2026-01-01" value={filters} onChange={(event) => setFilters(event.currentTarget.value)} error={errorFor("filters")} />
          <QueryStringInput label="Filter groups" description="AND~conditions|OR~conditions" placeholder="OR~name~ILIKE~ann,email~ILIKE~ann" value={filterGroups} onChange={(event) => setFilterGroups(event.currentTarget.value)} error={errorFor("filterGroups")} />
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

export function ListFilterBar({ spec, search, filters = [], advanced = true }: ListFilterBarProps) {
  const list = useListQueryParams(spec);
  const advancedId = useId();
  const rawProblem = list.error?.parameter === "filters" || list.error?.parameter === "filterGroups";
  const [advancedOpen, setAdvancedOpen] = useState(rawProblem);
  const open = advanced && (advancedOpen || rawProblem);
  return (
    <Stack gap="sm" role="search" aria-label="Filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        {search && spec.searchFields && spec.searchFields.length > 0 && (
          <SearchFilter list={list} fields={spec.searchFields} label={search.label} placeholder={search.placeholder} />
        )}
        {filters.map((filter) =>
          filter.kind === "select" ? (
            <SelectFilter key={filter.field} list={list} filter={filter} />
          ) : filter.kind === "dateRange" ? (
            <DateRangeFilter key={filter.field} list={list} filter={filter} />
          ) : (
            <NumberRangeFilter key={filter.field} list={list} filter={filter} />
          ),
        )}
        <Group gap="sm" pb={6}>
          {advanced && (
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
          )}
          {list.isFiltered && (
            <Anchor component="button" type="button" size="sm" onClick={list.clearFilters}>
              Clear filters
            </Anchor>
          )}
        </Group>
      </Group>
      {advanced && (
        <Collapse expanded={open}>
          <AdvancedFilters list={list} id={advancedId} />
        </Collapse>
      )}
    </Stack>
  );
}
