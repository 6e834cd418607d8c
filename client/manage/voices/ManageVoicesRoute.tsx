// /manage/voices: every voice, inactive included, in the order the catalogue shows them; a new
// voice is created in the drawer and then completed (photo, samples) on its own page. The list is
// short and ordered by hand, so it is one table rather than 20-row pages.
import { Button, Drawer, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useNavigate } from "react-router";
import type { ManageVoicesRouteQuery as ManageVoicesRouteQueryType } from "../../__generated__/ManageVoicesRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { VoiceAdminRow, voiceColumns } from "./VoiceAdminRow.tsx";
import { VoiceEditor } from "./VoiceEditor.tsx";
import { voicePath } from "./voicePaths.ts";

const ManageVoicesRouteQuery = graphql`
  query ManageVoicesRouteQuery {
    manageVoices {
      id
      position
      ...VoiceAdminRow_voice
    }
    voiceFacets {
      languages
      styles
    }
  }
`;

export function loader(): PreloadedQuery<ManageVoicesRouteQueryType> {
  return loadRouteQuery<ManageVoicesRouteQueryType>(ManageVoicesRouteQuery, {});
}

export function Component() {
  const data = usePreloadedQuery<ManageVoicesRouteQueryType>(ManageVoicesRouteQuery, useLoaderData() as PreloadedQuery<ManageVoicesRouteQueryType>);
  usePageMeta({ title: "Voices" });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const voices = data.manageVoices;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Voices</Title>
          <Text c="dimmed">The voice catalogue, with photos and samples. Open a voice to edit it and manage its samples.</Text>
        </div>
        <Button onClick={() => setCreating(true)}>New voice</Button>
      </Group>
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            {voices.length} {voices.length === 1 ? "voice" : "voices"}, by position
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {voiceColumns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {voices.map((voice) => (
              <VoiceAdminRow key={voice.id} voice={voice} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Drawer opened={creating} onClose={() => setCreating(false)} position="right" size="xl" closeButtonProps={{ "aria-label": "Close" }} title="New voice">
        {creating && (
          <VoiceEditor
            voice={null}
            nextPosition={voices.reduce((max, voice) => Math.max(max, voice.position + 1), 0)}
            suggestions={data.voiceFacets}
            onSaved={(voice) => {
              setCreating(false);
              navigate(voicePath(voice.id));
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Drawer>
    </Stack>
  );
}
