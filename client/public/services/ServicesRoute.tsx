// /services — every active service of the catalogue, with how it is priced and delivered.
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { ServicesRouteQuery as ServicesRouteQueryType } from "../../__generated__/ServicesRouteQuery.graphql.ts";
import { LinkButtons } from "../shared/LinkButtons.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ServiceCard } from "./ServiceCard.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const ServicesRouteQuery = graphql`
  query ServicesRouteQuery {
    services {
      id
      ...ServiceCard_service
    }
  }
`;

export const loader = queryRouteLoader<ServicesRouteQueryType>(ServicesRouteQuery);

export function Component() {
  usePageMeta({
    title: "Services and prices",
    description: "Telephone voice prompts, message on hold, voicemail greetings, bilingual and multilingual voice-overs and commercials: what each costs and how fast it is delivered.",
  });
  const data = useRouteQuery<ServicesRouteQueryType>(ServicesRouteQuery);
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
          <LinkButtons primary={{ label: "Request a quote", to: "/voice-contact" }} secondary={{ label: "Listen to our voices", to: "/about/voices" }} />
        </Stack>
      </Card>
    </>
  );
}
