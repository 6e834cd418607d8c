// A table of every record at once (no paging or sorting: the lists are short), its
// rows rendered by the caller as <Table.Tr> elements whose cells follow `columns`.
import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { ColumnHeaders } from "./ColumnHeaders.tsx";

export type WholeListTableProps = {
  /** What the table shows: "3 tracks, by position". */
  caption: ReactNode;
  columns: readonly string[];
  /** Minimum width before the table scrolls sideways. */
  minWidth: number;
  children: ReactNode;
};

export function WholeListTable({ caption, columns, minWidth, children }: WholeListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeaders columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
