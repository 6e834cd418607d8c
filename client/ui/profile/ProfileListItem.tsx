// One entry of a profile list (a session, an API token): what it is on the left, its action on the
// right, a rule between entries.
import { Group } from "@mantine/core";
import type { ReactNode } from "react";

export function ProfileListItem({ first, children }: { first: boolean; children: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py="md" gap="md" style={{ borderTop: first ? undefined : "1px solid var(--mantine-color-default-border)" }}>
      {children}
    </Group>
  );
}
