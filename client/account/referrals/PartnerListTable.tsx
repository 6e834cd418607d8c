// A short table of one of the partner's lists (people referred, ledger, payouts): its newest
// rows, how many there are in all, and a sentence when there are none yet.
import { Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { WholeListTable } from "../../ui/table/WholeListTable.tsx";

export function PartnerListTable({ caption, headers, count, shown, empty, children }: { caption: string; headers: string[]; count: number; shown: number; empty: string; children: ReactNode }) {
  if (count === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {count > shown ? `The newest ${shown} of ${count}` : `${count} in all`}
      </Text>
      <WholeListTable caption={<VisuallyHidden>{caption}</VisuallyHidden>} columns={headers} minWidth={560}>
        {children}
      </WholeListTable>
    </>
  );
}
