// A short table of one of the partner's lists (people referred, ledger, payouts): its newest
// rows, how many there are in all, and a sentence when there are none yet.
import { Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

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
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header} scope="col">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
