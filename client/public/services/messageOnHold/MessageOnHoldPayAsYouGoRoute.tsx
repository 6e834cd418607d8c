// /services/message-on-hold/pay-as-you-go — single on-hold messages: the price per message, the
// words it includes, the price of each extra word and a worked example, leading into the order
// wizard with pay-as-you-go chosen.
import { Anchor, Button, Card, Grid, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type { MessageOnHoldPayAsYouGoRouteQuery as QueryType } from "../../../__generated__/MessageOnHoldPayAsYouGoRouteQuery.graphql.ts";
import { PrefetchLink } from "../../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../../app/usePageMeta.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { onHoldOrderPath, PAY_AS_YOU_GO_PLAN } from "../../shared/links.ts";
import { formatMoney } from "../../../../common/money.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { messagePrice, rushText, turnaroundText } from "../../../ui/pricing.ts";
import { readServicePrices } from "../../../ui/servicePrices.ts";
import { loadRouteQueryOrNotFound } from "../../../app/routeData.ts";
import { MusicBeds } from "./MusicBeds.tsx";
import { useRouteQuery } from "../../../ui/routeLoaders.ts";

const MessageOnHoldPayAsYouGoRouteQuery = graphql`
  query MessageOnHoldPayAsYouGoRouteQuery {
    service(slug: "message-on-hold") {
      ...servicePrices_service
    }
    soundtrackTracks {
      ...MusicBeds_tracks
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<QueryType>(MessageOnHoldPayAsYouGoRouteQuery, {}, (data) => !!data.service);
}

export function Component() {
  usePageMeta({
    title: "Pay-as-you-go on-hold messages",
    description: "Order single message-on-hold recordings: a fixed price per message with words included, and a small charge per extra word.",
  });
  const data = useRouteQuery<QueryType>(MessageOnHoldPayAsYouGoRouteQuery);
  if (!data.service) return null;
  const service = readServicePrices(data.service);
  const money = (minor: number) => formatMoney(minor, service.currency);
  const exampleWords = service.includedWords + 20;
  const rush = rushText(service);
  const facts = [
    { label: "Per message", value: money(service.basePrice), testId: "payg-message-price" },
    { label: "Words included", value: String(service.includedWords), testId: "payg-included-words" },
    { label: "Each extra word", value: money(service.perWordPrice), testId: "payg-word-price" },
  ];
  return (
    <Stack gap={48}>
      <div>
        <PageHeader
          eyebrow="Message on hold"
          title="Pay-as-you-go"
          lead="Order on-hold messages one at a time, whenever you need them: a new announcement, a holiday message or a first try of the service."
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" style={{ margin: 0 }}>
          {facts.map((fact) => (
            <Card key={fact.label} padding="lg" bg="studio.0" withBorder={false}>
              <Text component="dt" size="sm" c="dimmed" fw={600}>
                {fact.label}
              </Text>
              <Text component="dd" fz={32} fw={800} m={0} data-testid={fact.testId}>
                {fact.value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              What every message includes
            </Title>
            <List spacing="xs" icon={<Icon name="check" size={18} color="var(--mantine-color-teal-7)" />}>
              <List.Item>Your script checked by our producer before recording</List.Item>
              <List.Item>Recording by the voice of your choice</List.Item>
              <List.Item>A royalty-free music bed from our library, mixed under the voice</List.Item>
              <List.Item>Delivery in your phone system's format: µ-law or A-law WAV, PCM WAV or MP3</List.Item>
              <List.Item>{turnaroundText(service)}</List.Item>
              {rush && <List.Item>{rush}</List.Item>}
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg">
            <Stack gap="xs">
              <Title order={2} fz="h4">
                Example
              </Title>
              <Text size="sm">
                A message of {exampleWords} words: {money(service.basePrice)} for the first {service.includedWords} words, plus {exampleWords - service.includedWords} × {money(service.perWordPrice)}.
              </Text>
              <Text fw={800} fz="xl">
                {money(messagePrice(service, exampleWords))}
              </Text>
              <Text size="xs" c="dimmed">
                Excluding VAT. About 28 words fill 15 seconds of on-hold time.
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Card padding="xl" bg="studio.9" withBorder={false}>
        <Stack gap="sm">
          <Title order={2} fz="h3" c="white">
            Order your message
          </Title>
          <Text c="rgba(255, 255, 255, 0.85)">Write your message, choose the voice and the music, and see the price before you pay.</Text>
          <div>
            {/* The order wizard arrives with the order work; this is the one link ahead of it. */}
            <Button component={Link} to={onHoldOrderPath(PAY_AS_YOU_GO_PLAN)} color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={16} />}>
              Order pay-as-you-go
            </Button>
          </div>
          <Text size="sm" c="rgba(255, 255, 255, 0.85)">
            Planning several messages this year?{" "}
            <Anchor component={PrefetchLink} to="/services/message-on-hold/bundles" c="amber.3" fw={600} underline="always">
              A bundle is cheaper per message
            </Anchor>
            .
          </Text>
        </Stack>
      </Card>
      <MusicBeds tracks={data.soundtrackTracks} title="Preview the music beds" />
    </Stack>
  );
}
