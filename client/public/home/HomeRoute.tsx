// / — the home page: the studio's name and what it offers (service cards), featured voices to
// listen to, the three ways to order, why customers trust the studio, and calls to action.
import { Box, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { HomeRouteQuery as HomeRouteQueryType } from "../../__generated__/HomeRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { Icon } from "../../ui/Icon.tsx";
import classes from "./home.module.css";
import { HomeHero } from "./HomeHero.tsx";
import { HomeServices } from "./HomeServices.tsx";
import { HomeTrust } from "./HomeTrust.tsx";
import { HomeWaysToOrder } from "./HomeWaysToOrder.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { HomeSectionHeading } from "./HomeSectionHeading.tsx";
import { hydratedLater } from "../../ui/hydratedLater.tsx";

// The carousel (embla) is about a third of this page's own code; the page answers without it.
const FeaturedVoicesCarousel = hydratedLater(() => import("./FeaturedVoicesCarousel.tsx").then((module) => module.FeaturedVoicesCarousel));

const HomeRouteQuery = graphql`
  query HomeRouteQuery {
    settings {
      ...HomeHero_settings
    }
    intro: page(slug: "home-intro") {
      ...HomeHero_intro
      ...HomeTrust_intro
    }
    services {
      ...HomeServices_services
      ...HomeTrust_services
    }
    featuredVoices {
      id
      ...FeaturedVoicesCarousel_voices
    }
    clients: contentEntries(kind: ON_AIR) {
      ...HomeTrust_clients
    }
    voiceFacets {
      languages
    }
  }
`;

export const loader = queryRouteLoader<HomeRouteQueryType>(HomeRouteQuery);

export function Component() {
  usePageMeta({});
  const data = useRouteQuery<HomeRouteQueryType>(HomeRouteQuery);
  return (
    <>
      <HomeHero settings={data.settings} intro={data.intro} />
      <HomeServices services={data.services} />
      {data.featuredVoices.length > 0 && (
        <Box component="section" className={classes.voices} aria-labelledby="home-voices-title">
          <Container size="lg" w="100%" py={{ base: 48, sm: 72 }}>
            <Stack gap="md">
              <HomeSectionHeading id="home-voices-title" title="Hear our voices" lead="Native speakers for every market you serve. Press play to hear a voice; only one plays at a time." />
              <FeaturedVoicesCarousel voices={data.featuredVoices} />
            </Stack>
          </Container>
        </Box>
      )}
      <HomeWaysToOrder />
      <HomeTrust services={data.services} clients={data.clients} intro={data.intro} languages={data.voiceFacets.languages} />
      <Container size="lg" w="100%" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="home-cta-title">
        <Card padding="xl" bg="studio.9" withBorder={false}>
          <Stack gap="sm" align="flex-start">
            <Title id="home-cta-title" order={2} fz={28} c="white">
              Give your business a voice
            </Title>
            <Text c="rgba(255, 255, 255, 0.85)" maw={620}>
              Tell us what your callers or listeners should hear. We suggest a voice, check your script and deliver files ready to go live.
            </Text>
            <Group mt="xs">
              <Button component={PrefetchLink} to="/voice-contact" color="amber.5" c="dark.9" size="md" rightSection={<Icon name="arrowRight" size={16} />}>
                Request a quote
              </Button>
              <Button component={PrefetchLink} to="/contact" variant="outline" color="gray.0" c="white" size="md">
                Contact the studio
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
