// Saves the studio's settings; the form's fragment updates from the answer (the settings' one id).
import { graphql } from "react-relay";
import type { useUpdateSettingsMutation as UpdateSettingsMutation } from "../../__generated__/useUpdateSettingsMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      __typename
      ... on AdminSettings {
        id
        ...SettingsForm_settings @alias(as: "settings")
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateSettingsMutation() {
  return useInputMutation<UpdateSettingsMutation, "AdminSettings">(mutation);
}
