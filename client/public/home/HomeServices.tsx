// What the studio records: a card per active service.
import { Container, SimpleGrid, Stack } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { HomeServices_services$key } from "../../__generated__/HomeServices_services.graphql.ts";
import { ServiceCard } from "../services/ServiceCard.tsx";
import { HomeSectionHeading } from "./HomeSectionHeading.tsx";

export function HomeServices({ services: servicesKey }: { services: HomeServices_services$key }) {
  const services = useFragment(
    graphql`
      fragment HomeServices_services on Service @relay(plural: true) {
        id
        ...ServiceCard_service
      }
    `,
    servicesKey,
  );
  if (services.length === 0) return null;
  return (
    <Container size="lg" w="100%" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="home-services-title">
      <Stack gap="xl">
        <HomeSectionHeading
          id="home-services-title"
          title="What we record"
          lead="From the first words your callers hear to a campaign on the radio: every recording is edited, levelled and delivered in the format you need."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} headingOrder={3} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
