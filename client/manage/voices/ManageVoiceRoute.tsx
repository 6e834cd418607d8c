// /manage/voices/:id (the Voice's global id): edit the voice's details, replace its photo, and
// listen to, add and remove its samples.
import { Badge, Card, Grid, Group, Stack, Title } from "@mantine/core";
import { graphql } from "react-relay";
import type { ManageVoiceRouteQuery as ManageVoiceRouteQueryType } from "../../__generated__/ManageVoiceRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { nodeExists } from "../../ui/nodeExists.ts";
import { nodeRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { DetailTrail } from "../DetailTrail.tsx";
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

export const loader = nodeRouteLoader<ManageVoiceRouteQueryType>(ManageVoiceRouteQuery);
export const exists = nodeExists("Voice");

const LIST = { label: "Voices", path: VOICES_PATH };

export function Component() {
  const data = useRouteQuery<ManageVoiceRouteQueryType>(ManageVoiceRouteQuery);
  const voice = data.node?.voice ?? null;
  usePageMeta({ title: voice ? `${voice.name} · Voices` : "Voice not found" });

  if (!voice) {
    return <DetailNotFound noun="voice" list={LIST} />;
  }

  return (
    <Stack gap="lg">
      <DetailTrail list={LIST} current={voice.name} />
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
