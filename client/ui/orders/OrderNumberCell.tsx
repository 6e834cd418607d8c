// An orders table's cell of the order's number, linking to the order's page; a row may add a note
// under it.
import { Anchor, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function OrderNumberCell({ number, to, children }: { number: number | string; to: string; children?: ReactNode }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={to} fw={600} size="sm" aria-label={`Order ${number}`}>
        {number}
      </Anchor>
      {children}
    </Table.Td>
  );
}
