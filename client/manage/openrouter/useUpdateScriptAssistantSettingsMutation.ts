// Saves the script assistant's settings (key, model, instructions); both forms' fragments update
// from the answer (the settings' one id).
import { graphql } from "react-relay";
import type { useUpdateScriptAssistantSettingsMutation as UpdateScriptAssistantSettingsMutation } from "../../__generated__/useUpdateScriptAssistantSettingsMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateScriptAssistantSettingsMutation($input: UpdateScriptAssistantSettingsInput!) {
    updateScriptAssistantSettings(input: $input) {
      __typename
      ... on ScriptAssistantSettings {
        id
        ...OpenRouterKeyForm_settings @alias(as: "keySettings")
        ...AssistantInstructionsForm_settings @alias(as: "settings")
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateScriptAssistantSettingsMutation() {
  return useInputMutation<UpdateScriptAssistantSettingsMutation, "ScriptAssistantSettings">(mutation);
}
