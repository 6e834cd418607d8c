// The header row of a table of plain column names. With `actions`, a last column of row buttons
// under a header only screen readers hear.
import { Table, VisuallyHidden } from "@mantine/core";

export function ColumnHeaders({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
        {actions && (
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
