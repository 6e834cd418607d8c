// /manage/voices/:id (the Voice's global id): edit the voice's details, replace its photo, and
// listen to, add and remove its samples.
import { Anchor, Badge, Breadcrumbs, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ManageVoiceRouteQuery as ManageVoiceRouteQueryType } from "../../__generated__/ManageVoiceRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { VoiceEditor } from "./VoiceEditor.tsx";
import { VOICES_PATH } from "./voicePaths.ts";
import { VoicePhotoEditor } from "./VoicePhotoEditor.tsx";
import { VoiceSamples } from "./VoiceSamples.tsx";

const ManageVoiceRouteQuery = graphql`
  query ManageVoiceRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Voice @alias(as: "voice") {
        id
        name
        slug
        active
        ...VoiceEditor_voice
        ...VoicePhotoEditor_voice
        ...VoiceSamples_voice
      }
    }
    voiceFacets {
      languages
      styles
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<ManageVoiceRouteQueryType> {
  return loadRouteQuery<ManageVoiceRouteQueryType>(ManageVoiceRouteQuery, { id: params.id ?? "" });
}

function Trail({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Anchor component={Link} to={VOICES_PATH} size="sm">
        Voices
      </Anchor>
      <Text size="sm" aria-current="page">
        {current}
      </Text>
    </Breadcrumbs>
  );
}

export function Component() {
  const data = usePreloadedQuery<ManageVoiceRouteQueryType>(ManageVoiceRouteQuery, useLoaderData() as PreloadedQuery<ManageVoiceRouteQueryType>);
  const voice = data.node?.voice ?? null;
  usePageMeta({ title: voice ? `${voice.name} · Voices` : "Voice not found" });

  if (!voice) {
    return (
      <Stack gap="md">
        <Trail current="Not found" />
        <Title order={1}>Voice not found</Title>
        <Text>
          There is no voice at this address. The link may be incomplete.{" "}
          <Anchor component={Link} to={VOICES_PATH}>
            Back to all voices
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Trail current={voice.name} />
      <Group gap="sm" align="center">
        <Title order={1}>{voice.name}</Title>
        {!voice.active && (
          <Badge variant="light" color="gray">
            Hidden
          </Badge>
        )}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card>
              <Stack gap="md">
                <Title order={2} size="h4">
                  Details
                </Title>
                <VoiceEditor key={voice.id} voice={voice} suggestions={data.voiceFacets} onSaved={() => {}} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <VoicePhotoEditor voice={voice} />
        </Grid.Col>
        <Grid.Col span={12}>
          <VoiceSamples voice={voice} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
