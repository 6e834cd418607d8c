// /manage/openrouter: the script assistant of the order wizards. The OpenRouter key (saved
// encrypted, never shown again; replaced or removed), then the model and each task's instructions.
// One query, started by the loader.
import { Stack } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import type { ManageOpenRouterRouteQuery as ManageOpenRouterRouteQueryType } from "../../__generated__/ManageOpenRouterRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { AssistantInstructionsForm } from "./AssistantInstructionsForm.tsx";
import { OpenRouterKeyForm } from "./OpenRouterKeyForm.tsx";

const ManageOpenRouterRouteQuery = graphql`
  query ManageOpenRouterRouteQuery {
    scriptAssistantSettings {
      id
      ...OpenRouterKeyForm_settings
      ...AssistantInstructionsForm_settings
    }
  }
`;

export const loader = queryRouteLoader<ManageOpenRouterRouteQueryType>(ManageOpenRouterRouteQuery);

export function Component() {
  const { scriptAssistantSettings } = useRouteQuery<ManageOpenRouterRouteQueryType>(ManageOpenRouterRouteQuery);
  usePageMeta({ title: "Script assistant" });
  // A save updates the settings in the store; the instructions form starts again from what the server kept.
  const [saves, setSaves] = useState(0);
  return (
    <Stack gap="lg">
      <ManageHeader
        title="Script assistant"
        description="In the on-hold and prompt wizards, customers can ask an OpenRouter model to draft, shorten or check their messages. Every change here and every request is recorded in the log."
      />
      <OpenRouterKeyForm settings={scriptAssistantSettings} />
      <AssistantInstructionsForm key={saves} settings={scriptAssistantSettings} onSaved={() => setSaves((count) => count + 1)} />
    </Stack>
  );
}
