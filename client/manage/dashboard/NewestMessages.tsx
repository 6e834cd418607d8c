// The inbox's newest messages: who wrote, what kind, when; each opens in the inbox's drawer.
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { NewestMessages_dashboard$key } from "../../__generated__/NewestMessages_dashboard.graphql.ts";
import { formatRelative } from "../../../common/dates.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { HandledBadge, KindBadge } from "../inbox/badges.tsx";
import { dashboardLinks, INBOX_PATH } from "./dashboardLinks.ts";

const fragment = graphql`
  fragment NewestMessages_dashboard on Dashboard {
    newestMessages {
      id
      kind
      name
      message
      handledAt
      createdAt
    }
  }
`;

export function NewestMessages({ dashboard }: { dashboard: NewestMessages_dashboard$key }) {
  const { newestMessages } = useFragment(fragment, dashboard);
  const now = new Date();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            Newest messages
          </Title>
          <Anchor component={PrefetchLink} to={INBOX_PATH} size="sm">
            Open the inbox
          </Anchor>
        </Group>
        {newestMessages.length === 0 ? (
          <Text c="dimmed">The inbox is empty: messages sent through the contact and quote forms appear here.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {newestMessages.map((message) => (
              <li key={message.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={PrefetchLink} to={dashboardLinks.message(message.id)} fw={600}>
                      {message.name}
                    </Anchor>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {message.message}
                    </Text>
                  </div>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <Group gap={4} wrap="nowrap">
                      <KindBadge kind={message.kind} />
                      <HandledBadge handledAt={message.handledAt} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatRelative(message.createdAt, now)}
                    </Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
