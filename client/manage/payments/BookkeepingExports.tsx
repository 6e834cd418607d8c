// The bookkeeper's other files beside the payments table: every refund, and every invoice and
// credit note, as CSV (the payments table's filter is the payments'; these files take none).
import { Button, Menu } from "@mantine/core";
import { exportUrl } from "../../../common/exports.ts";
import { Icon } from "../../ui/Icon.tsx";

export function BookkeepingExports() {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<Icon name="download" />}>
          More exports
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={exportUrl("refunds", "")} download>
          Every refund (CSV)
        </Menu.Item>
        <Menu.Item component="a" href={exportUrl("invoices", "")} download>
          Every invoice and credit note (CSV)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
