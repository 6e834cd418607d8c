// /services/message-on-hold/overview — message on hold explained: what it does for callers, the
// two ways to buy (bundles, pay-as-you-go) with prices from the catalogue, the music library and
// the questions customers ask.
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { MessageOnHoldOverviewRouteQuery as QueryType } from "../../../__generated__/MessageOnHoldOverviewRouteQuery.graphql.ts";
import { PrefetchLink } from "../../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../../app/usePageMeta.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { serviceCallToAction } from "../../shared/links.ts";
import { formatMoney } from "../../../../common/money.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../../app/routeData.ts";
import { FaqExcerpt } from "../FaqExcerpt.tsx";
import { ServiceDescription } from "../ServiceDescription.tsx";
import { MusicBeds } from "./MusicBeds.tsx";
import { useRouteQuery } from "../../../ui/routeLoaders.ts";

const MessageOnHoldOverviewRouteQuery = graphql`
  query MessageOnHoldOverviewRouteQuery {
    service(slug: "message-on-hold") {
      name
      summary
      basePrice
      includedWords
      currency
      bundles {
        price
      }
      ...ServiceDescription_service
    }
    soundtrackTracks {
      ...MusicBeds_tracks
    }
    contentEntries(kind: FAQ) {
      ...FaqExcerpt_entries
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<QueryType>(MessageOnHoldOverviewRouteQuery, {}, (data) => !!data.service);
}

export function Component() {
  const data = useRouteQuery<QueryType>(MessageOnHoldOverviewRouteQuery);
  const service = data.service;
  usePageMeta({ title: "Message on hold", description: service?.summary });
  if (!service) return null;
  const money = (minor: number) => formatMoney(minor, service.currency);
  const cheapest = service.bundles.length ? Math.min(...service.bundles.map((bundle) => bundle.price)) : null;
  return (
    <Stack gap={48}>
      <ServiceDescription
        service={service}
        heading={<PageHeader eyebrow="Message on hold" title={service.name} lead={service.summary} />}
        action={serviceCallToAction("message-on-hold")}
      />
      <Stack gap="md" component="section" aria-labelledby="ways-to-buy-title">
        <Title order={2} fz="h3" id="ways-to-buy-title">
          Two ways to buy
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card padding="lg">
            <Stack gap="sm" h="100%">
              <Title order={3} fz="lg">
                Yearly bundles
              </Title>
              <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
                A set of messages to use throughout the year, so your programme changes with the seasons, your offers and your opening hours.
                {cheapest !== null && ` Plans start at ${money(cheapest)}.`}
              </Text>
              <Button component={PrefetchLink} to="/services/message-on-hold/bundles" variant="light" rightSection={<Icon name="arrowRight" size={16} />}>
                Compare bundles
              </Button>
            </Stack>
          </Card>
          <Card padding="lg">
            <Stack gap="sm" h="100%">
              <Title order={3} fz="lg">
                Pay-as-you-go
              </Title>
              <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
                One message at a time for {money(service.basePrice)} each, up to {service.includedWords} words — ideal for a single announcement or trying the service.
              </Text>
              <Button component={PrefetchLink} to="/services/message-on-hold/pay-as-you-go" variant="light" rightSection={<Icon name="arrowRight" size={16} />}>
                Pay-as-you-go prices
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
      <MusicBeds tracks={data.soundtrackTracks} />
      <FaqExcerpt entries={data.contentEntries} slugs={["music-licensing", "word-count", "installation", "turnaround"]} />
    </Stack>
  );
}
