// The One-Stop-Shop report of a chosen quarter, downloaded as CSV: VAT on sales to consumers in
// other EU countries than the studio's, per country and rate (net, VAT, invoices, credit notes).
import { Button, Group, Select, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { Icon } from "../../ui/Icon.tsx";
import { ossReportUrl, recentQuarters } from "./ossQuarters.ts";

export function OssReportDownload() {
  const quarters = useMemo(() => recentQuarters(new Date()), []);
  const [quarter, setQuarter] = useState(quarters[0]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select label="OSS report" description="EU consumer sales outside your country, per country and rate" data={quarters} value={quarter} allowDeselect={false} onChange={(value) => value && setQuarter(value)} w={220} />
      <Button component="a" href={ossReportUrl(quarter)} download variant="default" leftSection={<Icon name="download" />}>
        Download CSV
      </Button>
      <Text size="xs" c="dimmed">
        Quarters in UTC, from the invoices and credit notes issued in them.
      </Text>
    </Group>
  );
}
