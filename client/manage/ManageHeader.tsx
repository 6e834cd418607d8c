// The top of a management screen: its one <h1>, what the screen is for, and its main action.
import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function ManageHeader({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div style={{ minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {description}
        </Text>
      </div>
      {action}
    </Group>
  );
}
