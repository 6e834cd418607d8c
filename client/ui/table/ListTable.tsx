// A management table: sortable headers, the total count, pagination (20 rows a page) and an
// empty state, all driven by the URL (useListQueryParams). Rows are rendered by the caller
// (each row is a component with its own Relay fragment) and must be <Table.Tr> elements whose
// cells follow `columns`.
import { Box, Button, EmptyState, Group, Pagination, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import type { OrderDirection } from "../../../common/listQuery/index.ts";
import { ariaSortOf, PAGE_SIZE, totalPages, type ListSpec } from "./listQueryUrl.ts";
import { useListQueryParams } from "./useListQueryParams.ts";
import classes from "./ListTable.module.css";

export type ListColumn = {
  /** Unique among the columns. */
  key: string;
  label: string;
  /** The list-query field this column sorts by; absent means not sortable. */
  sortField?: string;
  /** Direction of the first click (dates read best newest first). @default "ASC" */
  firstDirection?: OrderDirection;
  /** Hides the label visually (for a column of buttons); screen readers still read it. */
  hideLabel?: boolean;
  width?: number | string;
  /** What the header cell holds instead of the label (a "select all" checkbox); not sortable. */
  header?: ReactNode;
};

export type ListConnection<Row> = { readonly totalCount: number; readonly edges: ReadonlyArray<{ readonly node: Row }> };

export type ListTableProps<Row> = {
  spec: ListSpec;
  /** What the table lists, for its caption: "Users". */
  caption: string;
  /** How to count the rows: ["user", "users"]. */
  noun: readonly [singular: string, plural: string];
  columns: readonly ListColumn[];
  /** The page of the list, as the Relay connection selects it. */
  connection: ListConnection<Row>;
  renderRow: (row: Row, index: number) => ReactNode;
  /** Minimum width before the table scrolls sideways. @default 720 */
  minWidth?: number;
};

export function countLabel(count: number, [singular, plural]: readonly [string, string]): string {
  return `${count.toLocaleString("en")} ${count === 1 ? singular : plural}`;
}

function SortGlyph({ sort }: { sort: "ascending" | "descending" | "none" }) {
  return (
    <span aria-hidden="true" className={classes.glyph} data-active={sort !== "none" || undefined}>
      {sort === "ascending" ? "▲" : sort === "descending" ? "▼" : "↕"}
    </span>
  );
}

export function ListTable<Row>({
  spec,
  caption,
  noun,
  columns,
  connection,
  renderRow,
  minWidth = 720,
}: ListTableProps<Row>) {
  const rows = connection.edges.map((edge) => edge.node);
  const { totalCount } = connection;
  const list = useListQueryParams(spec);
  const pages = totalPages(totalCount);
  const firstRow = (list.page - 1) * PAGE_SIZE + 1;
  const lastRow = firstRow + rows.length - 1;
  const sortedBy = columns.find((column) => column.sortField && column.sortField === list.orderBy[0]?.field);
  const sortCaption = sortedBy
    ? `, sorted by ${sortedBy.label} ${list.orderBy[0].direction === "ASC" ? "ascending" : "descending"}`
    : "";

  return (
    <Box>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text fw={600} aria-live="polite" aria-atomic="true">
          {countLabel(totalCount, noun)}
        </Text>
        {rows.length > 0 && (
          <Text size="sm" c="dimmed">
            {firstRow.toLocaleString("en")}–{lastRow.toLocaleString("en")} of {totalCount.toLocaleString("en")}
          </Text>
        )}
      </Group>

      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover verticalSpacing="sm" stickyHeader>
          <Table.Caption>
            <VisuallyHidden>
              {caption}
              {sortCaption}, page {list.page} of {pages}
            </VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const label = column.hideLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label;
                if (!column.sortField) {
                  return (
                    <Table.Th key={column.key} w={column.width} scope="col">
                      {column.header ?? label}
                    </Table.Th>
                  );
                }
                const sort = ariaSortOf(list.orderBy, column.sortField);
                const field = column.sortField;
                return (
                  <Table.Th key={column.key} w={column.width} scope="col" aria-sort={sort}>
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => list.sortBy(field, column.firstDirection)}
                    >
                      {label}
                      <SortGlyph sort={sort} />
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map(renderRow)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {rows.length === 0 && (
        <EmptyState
          my="xl"
          title={
            totalCount > 0
              ? "This page is past the end of the list"
              : list.isFiltered
                ? `No ${noun[1]} match these filters`
                : `There are no ${noun[1]} yet`
          }
          description={
            totalCount > 0
              ? `The list has ${pages} ${pages === 1 ? "page" : "pages"}.`
              : list.isFiltered
                ? "Change or clear the filters to see more."
                : undefined
          }
        >
          {totalCount > 0 ? (
            <EmptyState.Actions>
              <Button variant="default" onClick={() => list.setPage(pages)}>
                Go to the last page
              </Button>
            </EmptyState.Actions>
          ) : (
            list.isFiltered && (
              <EmptyState.Actions>
                <Button variant="default" onClick={list.clearFilters}>
                  Clear filters
                </Button>
              </EmptyState.Actions>
            )
          )}
        </EmptyState>
      )}

      {pages > 1 && (
        <Box component="nav" aria-label={`${caption} pages`} mt="md">
          <Pagination
            total={pages}
            value={Math.min(list.page, pages)}
            onChange={list.setPage}
            withEdges
            getItemProps={(page) => ({ "aria-label": `Page ${page}`, "aria-current": page === list.page ? "page" : undefined })}
            getControlProps={(control) => ({ "aria-label": `${control[0].toUpperCase()}${control.slice(1)} page` })}
          />
        </Box>
      )}
    </Box>
  );
}
