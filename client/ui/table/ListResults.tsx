// The results area of a management table: waits for the route loader's query, keeps the
// previous page on screen (dimmed) while the next one loads, and shows a malformed list query
// (from the URL or rejected by the server) as its catalogue message in place of the rows.
import { Alert, Box, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { Component, Suspense, useDeferredValue, type ReactNode } from "react";
import type { PreloadedQuery } from "react-relay";
import { Link, useLocation } from "react-router";
import type { OperationType } from "relay-runtime";
import type { ListLoaderData } from "./listLoader.ts";
import { listProblemOf, type ListProblem } from "./listProblem.ts";
import { isListUrlParam, PAGE_SIZE } from "./listQueryUrl.ts";

const PARAMETER_LABELS: Record<string, string> = {
  filters: "the filters",
  filterGroups: "the filter groups (search)",
  orderBy: "the sort order",
  page: "the page number",
  limit: "the page size",
  offset: "the page number",
  relations: "the relations",
};

export function ListProblemAlert({ problem }: { problem: ListProblem }) {
  const location = useLocation();
  const kept = new URLSearchParams(location.search);
  // Every list's parameters, a second list's prefixed ones too (ListSpec.urlPrefix).
  [...kept.keys()].filter(isListUrlParam).forEach((param) => kept.delete(param));
  const reset = kept.size > 0 ? `${location.pathname}?${kept}` : location.pathname;
  return (
    <Alert color="red" variant="light" title="This list cannot be shown" role="alert">
      <Stack gap="xs">
        <Text fw={600}>{problem.message}</Text>
        {problem.parameter && (
          <Text size="sm">Check {PARAMETER_LABELS[problem.parameter] ?? problem.parameter} above or in the address.</Text>
        )}
        <Group>
          <Button component={Link} to={reset} variant="default" size="xs">
            Show the whole list
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type BoundaryProps = { children: ReactNode; query: object };
type BoundaryState = { error: unknown; failed: boolean; query: object };

/**
 * Catches the server's BAD_LIST_QUERY answer; any other failure goes on to the route's error page.
 * A new query (the URL changed) clears a caught failure. The boundary is reset rather than mounted
 * anew, which would remount the table and what stands above it: a menu open there would close
 * whenever the URL changes, e.g. when a debounced search reaches it.
 */
class ListErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, query: this.props.query };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.query === state.query ? null : { error: null, failed: false, query: props.query };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const problem = listProblemOf(this.state.error);
    if (!problem) throw this.state.error;
    return <ListProblemAlert problem={problem} />;
  }
}

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      <Skeleton height={20} width={120} />
      {Array.from({ length: Math.min(rows, PAGE_SIZE) }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}

export function ListResults<Q extends OperationType>({
  data,
  children,
}: {
  /** The route loader's result (loadListQuery). */
  data: ListLoaderData<Q>;
  /** Renders the table from the query reference (usePreloadedQuery inside). */
  children: (queryRef: PreloadedQuery<Q>) => ReactNode;
}) {
  // While the next query loads, React keeps rendering the previous one: no flash of skeleton
  // on every filter keystroke, just a dimmed table.
  const shown = useDeferredValue(data);
  const stale = shown !== data;
  if (shown.problem) return <ListProblemAlert problem={shown.problem} />;
  return (
    <ListErrorBoundary query={shown.queryRef}>
      <Suspense fallback={<ListSkeleton />}>
        <Box aria-busy={stale} style={{ opacity: stale ? 0.55 : 1, transition: "opacity 150ms" }}>
          {children(shown.queryRef)}
        </Box>
      </Suspense>
    </ListErrorBoundary>
  );
}
