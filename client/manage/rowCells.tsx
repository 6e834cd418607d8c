// Cells that several management tables share.
import { Button, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A record's name with its slug (its address) below in small monospace. */
export function NameWithSlugCell({ name, slug }: { name: string; slug: string }) {
  return (
    <Table.Td>
      <Text fw={600}>{name}</Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {slug}
      </Text>
    </Table.Td>
  );
}

/** The row's "Edit" button (named after the record for screen readers), opening the editor. */
export function EditCell({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <Table.Td>
      <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
    </Table.Td>
  );
}

/** A record's status badge with, below it, why it is in that state (a refusal, a suspension). */
export function StatusCell({ badge, reason }: { badge: ReactNode; reason: string | null | undefined }) {
  return (
    <Table.Td>
      {badge}
      {reason && (
        <Text size="xs" c="dimmed" mt={2} maw={240}>
          {reason}
        </Text>
      )}
    </Table.Td>
  );
}
