// The dedicated service pages: /services/telephone-voice-prompts, /bilingual-voice-over,
// /multilingual-voice-over and /commercial-recording. The route's path names the service; each
// page has its own copy (featureCopy.ts), examples from the voices' samples, an excerpt of the FAQ
// and its call to action. A service the studio has switched off is the 404 page.
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { useLocation, type LoaderFunctionArgs } from "react-router";
import type { ServiceFeatureRouteQuery as ServiceFeatureRouteQueryType } from "../../__generated__/ServiceFeatureRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { loadRouteQueryOrNotFound, notFound } from "../../app/routeData.ts";
import { serviceCallToAction } from "../shared/links.ts";
import { CallToActionBand } from "./CallToActionBand.tsx";
import { FaqExcerpt } from "./FaqExcerpt.tsx";
import { FEATURE_COPY, isFeatureSlug, type FeatureSlug } from "./featureCopy.ts";
import { ServiceDescription } from "./ServiceDescription.tsx";
import { VoiceExamples } from "./VoiceExamples.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const ServiceFeatureRouteQuery = graphql`
  query ServiceFeatureRouteQuery($slug: String!) {
    service(slug: $slug) {
      name
      summary
      ...ServiceDescription_service
    }
    voices(first: 50) {
      edges {
        node {
          ...VoiceExamples_voices
        }
      }
    }
    contentEntries(kind: FAQ) {
      ...FaqExcerpt_entries
    }
  }
`;

function slugOf(pathname: string): FeatureSlug {
  const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  if (!isFeatureSlug(slug)) notFound();
  return slug;
}

export function loader({ request }: LoaderFunctionArgs) {
  const slug = slugOf(new URL(request.url).pathname);
  return loadRouteQueryOrNotFound<ServiceFeatureRouteQueryType>(ServiceFeatureRouteQuery, { slug }, (data) => !!data.service);
}

export function Component() {
  const data = useRouteQuery<ServiceFeatureRouteQueryType>(ServiceFeatureRouteQuery);
  const slug = slugOf(useLocation().pathname);
  const copy = FEATURE_COPY[slug];
  const service = data.service;
  usePageMeta({ title: service?.name, description: service?.summary });
  if (!service) return null;
  return (
    <Stack gap={48}>
      <PageHeader eyebrow={copy.eyebrow} title={service.name} lead={service.summary} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="section" aria-label={`Why our ${service.name.toLowerCase()}`}>
        {copy.highlights.map((highlight) => (
          <Stack key={highlight.title} gap={6}>
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon name={highlight.icon} size={20} />
            </ThemeIcon>
            <Title order={2} fz="md">
              {highlight.title}
            </Title>
            <Text size="sm" c="dimmed">
              {highlight.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <ServiceDescription
        service={service}
        heading={
          <Title order={2} fz="h3" mb="md">
            What you get
          </Title>
        }
        action={serviceCallToAction(slug)}
      />
      <Stack gap="md" component="section" aria-labelledby="how-it-works-title">
        <Title order={2} fz="h3" id="how-it-works-title">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {copy.steps.map((step, index) => (
            <Card key={step.title} component="li" padding="md">
              <Text size="xs" fw={700} c="studio.7" tt="uppercase">
                Step {index + 1}
              </Text>
              <Text fw={700} mt={4}>
                {step.title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <VoiceExamples voices={data.voices.edges.map((edge) => edge.node)} mode={copy.examples.mode} title={copy.examples.title} max={copy.examples.max} />
      <FaqExcerpt entries={data.contentEntries} slugs={copy.faq} />
      <CallToActionBand {...copy.cta} />
    </Stack>
  );
}
