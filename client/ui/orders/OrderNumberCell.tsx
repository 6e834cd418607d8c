// An orders table's first cell: the order's number, linking to the order's page.
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";

export function OrderNumberCell({ number, to }: { number: number | string; to: string }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={to} fw={600} size="sm" aria-label={`Order ${number}`}>
        {number}
      </Anchor>
    </Table.Td>
  );
}
