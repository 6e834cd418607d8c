// What can be ordered: the services with an online order form (prompts, message on hold,
// voicemail) with their price and turnaround, and the services priced on request, which lead to
// the quote request. Shared by /order and /account/order/new.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { useSearchParams } from "react-router";
import { isWizardService } from "../../common/orders/wizards.ts";
import type { OrderChoice_services$key } from "../__generated__/OrderChoice_services.graphql.ts";
import { PrefetchLink } from "../app/PrefetchLink.tsx";
import { pricingSummary, turnaroundText } from "../ui/pricing.ts";
import { readServicePrices } from "../ui/servicePrices.ts";
import { Icon, serviceIcon } from "../ui/Icon.tsx";
import { orderStartPath, pathWithVoice, VOICE_PARAM } from "./wizardDraft.ts";

export function OrderChoice({ services: servicesKey, inAccount = false }: { services: OrderChoice_services$key; inAccount?: boolean }) {
  const services = useFragment(
    graphql`
      fragment OrderChoice_services on Service @relay(plural: true) {
        id
        slug
        name
        summary
        ...servicePrices_service
      }
    `,
    servicesKey,
  );
  // "Order with this voice" on the voices page: the voice travels on into the wizard or the quote.
  const voice = useSearchParams()[0].get(VOICE_PARAM);
  const online = services.filter((service) => isWizardService(service.slug) && readServicePrices(service).pricingModel !== "QUOTE");
  const onRequest = services.filter((service) => !online.includes(service));

  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby="order-online-title">
        <div>
          <Title order={2} id="order-online-title" fz="h3">
            Order online
          </Title>
          <Text c="dimmed" mt={4}>
            Fixed prices: write your script, choose the voice and see the price before you pay.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {online.map((service) => {
            const prices = readServicePrices(service);
            const pricing = pricingSummary(prices);
            return (
              <Card key={service.id} padding="lg" shadow="xs" component="article" aria-labelledby={`order-${service.slug}`}>
                <Stack gap="sm" h="100%">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <Icon name={serviceIcon(service.slug)} size={22} />
                  </ThemeIcon>
                  <Title order={3} fz="lg" id={`order-${service.slug}`}>
                    {service.name}
                  </Title>
                  <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                    {service.summary}
                  </Text>
                  <Text fw={700} size="sm">
                    {pricing.headline}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {turnaroundText(prices)}
                  </Text>
                  <Button
                    component={PrefetchLink}
                    to={pathWithVoice(orderStartPath(service.slug, isWizardService(service.slug) ? service.slug : null, inAccount), voice)}
                    rightSection={<Icon name="arrowRight" size={16} />}
                    aria-label={`Start your order: ${service.name}`}
                  >
                    Start your order
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      {onRequest.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="order-quote-title">
          <div>
            <Title order={2} id="order-quote-title" fz="h3">
              Priced on request
            </Title>
            <Text c="dimmed" mt={4} maw={720}>
              Every project of these is different: languages, length, usage rights. Tell us what you need and the studio replies with a fixed price and a delivery date, usually within one working day. You pay online once you accept.
            </Text>
          </div>
          <Stack gap="sm">
            {onRequest.map((service) => (
              <Card key={service.id} padding="md" component="article" aria-labelledby={`quote-${service.slug}`}>
                <Group justify="space-between" gap="md" wrap="wrap">
                  <Group gap="md" wrap="nowrap" style={{ flex: "1 1 320px" }} align="flex-start">
                    <ThemeIcon size={38} radius="md" variant="light" color="gray">
                      <Icon name={serviceIcon(service.slug, "quote")} size={20} />
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Title order={3} fz="md" id={`quote-${service.slug}`}>
                          {service.name}
                        </Title>
                        <Badge variant="light" color="gray" radius="sm">
                          Quote
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {service.summary}
                      </Text>
                    </Stack>
                  </Group>
                  <Button component={PrefetchLink} to={pathWithVoice(orderStartPath(service.slug, null), voice)} variant="light" aria-label={`Request a quote: ${service.name}`}>
                    Request a quote
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
