// One labelled value of a management detail list (a user's, an order's customer, a message's).
import { DataList } from "@mantine/core";
import type { ReactNode } from "react";

export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      {/* A value as long as an e-mail address wraps where it must instead of widening the page. */}
      <DataList.ItemValue style={{ minWidth: 0, overflowWrap: "anywhere" }}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
