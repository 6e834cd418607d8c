// /faq — the questions customers ask, from the FAQ entries of the site content.
import { Accordion, Card, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { FaqRouteQuery as FaqRouteQueryType } from "../../__generated__/FaqRouteQuery.graphql.ts";
import { LinkButtons } from "../shared/LinkButtons.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ContentBody } from "../shared/ContentBody.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const FaqRouteQuery = graphql`
  query FaqRouteQuery {
    contentEntries(kind: FAQ) {
      id
      slug
      title
      body
    }
  }
`;

export const loader = queryRouteLoader<FaqRouteQueryType>(FaqRouteQuery);

export function Component() {
  usePageMeta({ title: "Frequently asked questions", description: "File formats, turnaround, revisions, payment, word counts and music licensing: answers to the questions customers ask most." });
  const data = useRouteQuery<FaqRouteQueryType>(FaqRouteQuery);
  const entries = data.contentEntries;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Help" title="Frequently asked questions" lead="How we work, what we deliver and what it costs. Can't find your answer? The studio is happy to help." />
      {entries.length === 0 ? (
        <Text c="dimmed">Our questions and answers are being updated. Please contact the studio with your question.</Text>
      ) : (
        <Accordion variant="separated" radius="md" multiple defaultValue={[entries[0].slug]}>
          {entries.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.slug}>
              <Accordion.Control>
                <Text fw={600}>{entry.title}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <ContentBody body={entry.body} size="sm" />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Card padding="xl" bg="studio.0" withBorder={false}>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Still have a question?
          </Title>
          <Text>Write to us and a producer answers within one working day.</Text>
          <LinkButtons primary={{ label: "Contact the studio", to: "/contact" }} secondary={{ label: "Request a quote", to: "/voice-contact" }} />
        </Stack>
      </Card>
    </Stack>
  );
}
