// /about/studio — the studio in its own words (page "about-studio"), with what it offers in
// numbers from the catalogue and the ways to meet the people and voices behind it.
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql } from "react-relay";
import type { StudioRouteQuery as StudioRouteQueryType } from "../../__generated__/StudioRouteQuery.graphql.ts";
import { LinkButtons } from "../shared/LinkButtons.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ContentBody } from "../shared/ContentBody.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../app/routeData.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const StudioRouteQuery = graphql`
  query StudioRouteQuery {
    page(slug: "about-studio") {
      title
      subtitle
      body
    }
    voices(first: 1) {
      totalCount
    }
    voiceFacets {
      languages
    }
    services {
      id
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<StudioRouteQueryType>(StudioRouteQuery, {}, (data) => !!data.page);
}

export function Component() {
  const data = useRouteQuery<StudioRouteQueryType>(StudioRouteQuery);
  const page = data.page;
  usePageMeta({ title: page?.title ?? "About the studio", description: page?.subtitle });
  if (!page) return null;
  const languages = new Set(data.voiceFacets.languages.map((tag) => tag.split("-")[0])).size;
  const facts = [
    { value: String(data.voices.totalCount), label: data.voices.totalCount === 1 ? "studio voice" : "studio voices" },
    { value: String(languages), label: languages === 1 ? "language in the catalogue" : "languages in the catalogue" },
    { value: String(data.services.length), label: data.services.length === 1 ? "service" : "services" },
  ];
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="About us" title={page.title} lead={page.subtitle} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
        {facts.map((fact) => (
          // Read as "label: value"; shown value first.
          <Card key={fact.label} padding="md" bg="studio.0" withBorder={false} style={{ flexDirection: "column-reverse", justifyContent: "flex-end" }}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" fz={36} fw={800} m={0} c="studio.9">
              {fact.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <ContentBody body={page.body} lead />
      <LinkButtons primary={{ label: "Meet the team", to: "/about/team" }} secondary={{ label: "Listen to our voices", to: "/about/voices" }} />
    </Stack>
  );
}
