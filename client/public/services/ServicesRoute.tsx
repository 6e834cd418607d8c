// /services — every active service of the catalogue, with how it is priced and delivered.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { ServicesRouteQuery as ServicesRouteQueryType } from "../../__generated__/ServicesRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ServiceCard } from "./ServiceCard.tsx";

const ServicesRouteQuery = graphql`
  query ServicesRouteQuery {
    services {
      id
      ...ServiceCard_service
    }
  }
`;

export function loader() {
  return loadRouteQuery<ServicesRouteQueryType>(ServicesRouteQuery, {});
}

export function Component() {
  usePageMeta({
    title: "Services and prices",
    description: "Telephone voice prompts, message on hold, voicemail greetings, bilingual and multilingual voice-overs and commercials: what each costs and how fast it is delivered.",
  });
  const data = usePreloadedQuery<ServicesRouteQueryType>(ServicesRouteQuery, useLoaderData() as PreloadedQuery<ServicesRouteQueryType>);
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Services and prices"
        lead="Everything your business sounds like on the phone and on air. Prices are per prompt or message, or quoted for larger projects; every recording is edited, levelled and delivered in the format your system needs."
      />
      {data.services.length === 0 ? (
        <Text c="dimmed">Our services are being updated. Please contact the studio for a quote in the meantime.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {data.services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      )}
      <Card mt="xl" padding="xl" bg="studio.0" withBorder={false}>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Something else in mind?
          </Title>
          <Text>Audiobooks, e-learning, a podcast intro or a voice for your app: describe your project and we reply with a fixed quote.</Text>
          <Group>
            <Button component={PrefetchLink} to="/voice-contact">
              Request a quote
            </Button>
            <Button component={PrefetchLink} to="/about/voices" variant="default">
              Listen to our voices
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
