// A short table inside a page section, named for screen readers by `label` (the section's
// heading names it on screen). The caller renders the rows as <Table.Tr> elements.
import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { ColumnHeaders } from "./ColumnHeaders.tsx";

export type SectionTableProps = {
  label: string;
  columns: readonly string[];
  /** A last column of row buttons. */
  actions?: boolean;
  /** Minimum width before the table scrolls sideways. */
  minWidth: number;
  children: ReactNode;
};

export function SectionTable({ label, columns, actions = false, minWidth, children }: SectionTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <ColumnHeaders columns={columns} actions={actions} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
