// /about/team — the people of the studio, from the team entries of the site content.
import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { TeamRouteQuery as TeamRouteQueryType } from "../../__generated__/TeamRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { VoicePortrait } from "../../ui/VoicePortrait.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const TeamRouteQuery = graphql`
  query TeamRouteQuery {
    contentEntries(kind: TEAM_MEMBER) {
      id
      title
      subtitle
      body
      imageUrl
    }
  }
`;

export const loader = queryRouteLoader<TeamRouteQueryType>(TeamRouteQuery);

export function Component() {
  usePageMeta({ title: "Our team", description: "The producers, engineers and voice directors who plan, record and deliver every project." });
  const data = useRouteQuery<TeamRouteQueryType>(TeamRouteQuery);
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Our team"
        lead="A small team looks after every order: one producer plans it, an engineer edits and masters it, and a voice director makes sure every name is pronounced the way you say it."
      />
      {data.contentEntries.length === 0 ? (
        <Text c="dimmed">Our team page is being updated.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {data.contentEntries.map((member) => (
            <Card key={member.id} padding="lg" component="article">
              <Stack gap="sm">
                <Group wrap="nowrap" gap="md">
                  <VoicePortrait name={member.title} photoUrl={member.imageUrl} size={64} alt={`Portrait of ${member.title}`} />
                  <div>
                    <Title order={2} fz="lg">
                      {member.title}
                    </Title>
                    {member.subtitle && (
                      <Text size="sm" c="dimmed">
                        {member.subtitle}
                      </Text>
                    )}
                  </div>
                </Group>
                <Text size="sm">{member.body}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
