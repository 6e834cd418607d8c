// /manage/voices: every voice, inactive included, in the order the catalogue shows them; a new
// voice is created in the drawer and then completed (photo, samples) on its own page. The list is
// short and ordered by hand, so it is one table rather than 20-row pages.
import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import { useNavigate } from "react-router";
import type { ManageVoicesRouteQuery as ManageVoicesRouteQueryType } from "../../__generated__/ManageVoicesRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { WholeListTable } from "../../ui/table/WholeListTable.tsx";
import { countLabel } from "../../ui/table/ListTable.tsx";
import { VoiceAdminRow, voiceColumns } from "./VoiceAdminRow.tsx";
import { VoiceEditor } from "./VoiceEditor.tsx";
import { voicePath } from "./voicePaths.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

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

export const loader = queryRouteLoader<ManageVoicesRouteQueryType>(ManageVoicesRouteQuery);

export function Component() {
  const data = useRouteQuery<ManageVoicesRouteQueryType>(ManageVoicesRouteQuery);
  usePageMeta({ title: "Voices" });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const voices = data.manageVoices;

  return (
    <Stack gap="lg">
      <ManageHeader
        title="Voices"
        description="The voice catalogue, with photos and samples. Open a voice to edit it and manage its samples."
        action={<Button onClick={() => setCreating(true)}>New voice</Button>}
      />
      <WholeListTable caption={`${countLabel(voices.length, ["voice", "voices"])}, by position`} columns={voiceColumns} minWidth={900}>
        {voices.map((voice) => (
          <VoiceAdminRow key={voice.id} voice={voice} />
        ))}
      </WholeListTable>

      <EditorDrawer opened={creating} onClose={() => setCreating(false)} title="New voice">
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
      </EditorDrawer>
    </Stack>
  );
}
