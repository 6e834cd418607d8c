// One titled part of an order's page (customer, script, price…), as the studio and the customer see it.
import { Card, Group, Stack, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

/** One titled part of the order page (customer, script, production…), with optional actions. */
export function OrderSection({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
