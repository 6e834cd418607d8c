// How a service is priced and delivered, as a panel beside or below its description.
import { Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ServicePricing_service$key } from "../../__generated__/ServicePricing_service.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import type { CallToAction } from "../shared/links.ts";
import { pricingModelLabel, pricingSummary, rushText, turnaroundText } from "../../ui/pricing.ts";
import { readServicePrices } from "../../ui/servicePrices.ts";

/** `action`: the button that orders the service (its wizard, or the quote request), under the prices. */
export function ServicePricing({ service: serviceKey, action }: { service: ServicePricing_service$key; action?: CallToAction }) {
  const service = useFragment(
    graphql`
      fragment ServicePricing_service on Service {
        ...servicePrices_service
      }
    `,
    serviceKey,
  );
  const prices = readServicePrices(service);
  const pricing = pricingSummary(prices);
  const rush = rushText(prices);
  return (
    <Card padding="lg" bg="gray.0" component="section" aria-labelledby="service-pricing-title">
      <Stack gap="sm">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: "0.06em" }}>
          {pricingModelLabel(prices.pricingModel)}
        </Text>
        <Title order={2} fz="h3" id="service-pricing-title">
          {pricing.headline}
        </Title>
        <List size="sm" spacing={6} icon={<Icon name="check" size={16} color="var(--mantine-color-teal-7)" />}>
          {pricing.details.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          <List.Item icon={<Icon name="clock" size={16} color="var(--mantine-color-studio-7)" />}>{turnaroundText(prices)}</List.Item>
          {rush && <List.Item icon={<Icon name="clock" size={16} color="var(--mantine-color-amber-9)" />}>{rush}</List.Item>}
        </List>
        <Text size="xs" c="dimmed">
          Prices exclude VAT, which is added at checkout according to your country.
        </Text>
        {action && (
          <Button component={PrefetchLink} to={action.to} color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={16} />} fullWidth>
            {action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
