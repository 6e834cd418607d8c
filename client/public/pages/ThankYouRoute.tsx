// /thank-you — where the contact, quote and partnership forms land: what happens next depends on
// the form (`?from=contact|quote|partnership`).
import { Button, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { useLocation, useSearchParams } from "react-router";
import type { ThankYouRouteQuery as ThankYouRouteQueryType } from "../../__generated__/ThankYouRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { Icon } from "../../ui/Icon.tsx";
import { thankYouCopy } from "./thankYou.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const ThankYouRouteQuery = graphql`
  query ThankYouRouteQuery {
    settings {
      studioName
      contactEmail
      contactPhone
    }
  }
`;

export const loader = queryRouteLoader<ThankYouRouteQueryType>(ThankYouRouteQuery);

export function Component() {
  usePageMeta({ title: "Thank you", description: "Your message has reached the studio." });
  const [searchParams] = useSearchParams();
  const { settings } = useRouteQuery<ThankYouRouteQueryType>(ThankYouRouteQuery);
  const serverMessage = (useLocation().state as { message?: string } | null)?.message;
  const copy = thankYouCopy(searchParams.get("from"));
  return (
    <Stack align="center" ta="center" gap="md" py={48} maw={620} mx="auto">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <Icon name="check" size={32} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {copy.title}
      </Title>
      <Text size="lg">{serverMessage || copy.fallback}</Text>
      {copy.next && <Text c="dimmed">{copy.next}</Text>}
      <Text size="sm" c="dimmed">
        Anything urgent? {settings.contactPhone ? `Call ${settings.studioName} on ${settings.contactPhone} or write` : "Write"} to {settings.contactEmail}.
      </Text>
      <Group justify="center" mt="sm">
        {copy.actions.map((action, index) => (
          <Button key={action.to} component={PrefetchLink} to={action.to} variant={index === 0 ? "filled" : "default"}>
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
