// "Export CSV" beside a management table: the export of the rows the table's URL filters and
// sorts, every page of them.
import { Button } from "@mantine/core";
import { useSearchParams } from "react-router";
import { exportUrl, type ExportKind } from "../../../common/exports.ts";
import { Icon } from "../Icon.tsx";

export function ExportCsvButton({ kind }: { kind: ExportKind }) {
  const [searchParams] = useSearchParams();
  return (
    <Button component="a" href={exportUrl(kind, searchParams)} download variant="default" leftSection={<Icon name="download" />}>
      Export CSV
    </Button>
  );
}
