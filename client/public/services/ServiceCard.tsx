// One service in a grid: name, summary, how it is priced and how fast it is delivered, and the
// way to its page.
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title, type TitleOrder } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ServiceCard_service$key } from "../../__generated__/ServiceCard_service.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { servicePath } from "../shared/links.ts";
import { pricingModelLabel, pricingSummary, turnaroundText } from "../../ui/pricing.ts";
import { readServicePrices } from "../../ui/servicePrices.ts";
import { Icon, serviceIcon } from "../../ui/Icon.tsx";


export function ServiceCard({ service: serviceKey, headingOrder = 2 }: { service: ServiceCard_service$key; headingOrder?: TitleOrder }) {
  const service = useFragment(
    graphql`
      fragment ServiceCard_service on Service {
        slug
        name
        summary
        ...servicePrices_service
      }
    `,
    serviceKey,
  );
  const prices = readServicePrices(service);
  const pricing = pricingSummary(prices);
  return (
    <Card padding="lg" shadow="xs" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon name={serviceIcon(service.slug)} size={22} />
          </ThemeIcon>
          <Badge variant="light" color="gray" radius="sm">
            {pricingModelLabel(prices.pricingModel)}
          </Badge>
        </Group>
        <Title order={headingOrder} fz="lg">
          {service.name}
        </Title>
        <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
          {service.summary}
        </Text>
        <List size="sm" spacing={4} icon={<Icon name="check" size={16} color="var(--mantine-color-teal-7)" />} center>
          <List.Item>
            <Text span fw={700} size="sm">
              {pricing.headline}
            </Text>
          </List.Item>
          <List.Item>{turnaroundText(prices)}</List.Item>
        </List>
        <Button component={PrefetchLink} to={servicePath(service.slug)} variant="light" rightSection={<Icon name="arrowRight" size={16} />} mt="xs" aria-label={`${service.name}: prices and details`}>
          Prices and details
        </Button>
      </Stack>
    </Card>
  );
}
