// One figure of the dashboard: what it counts, the number, and a line of context; the whole card
// is the link to the table behind it.
import { Card, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon, type IconName } from "../../ui/Icon.tsx";

export function DashboardFigure({ label, value, hint, to, icon, alert = false }: { label: string; value: ReactNode; hint: ReactNode; to: string; icon: IconName; alert?: boolean }) {
  return (
    <Card withBorder padding="md" radius="md" component={PrefetchLink} to={to}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Icon name={icon} style={{ flexShrink: 0 }} />
      </Group>
      <Text fz={28} fw={700} lh={1.2} mt={4} c={alert ? "red.8" : undefined}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}
