// The updateVoice mutation of VoiceEditor.
import { graphql } from "react-relay";
import type { useUpdateVoiceMutation as Mutation } from "../../__generated__/useUpdateVoiceMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateVoiceMutation($input: UpdateVoiceInput!) {
    updateVoice(input: $input) {
      __typename
      ... on VoicePayload {
        voice {
          id
          name
          ...VoiceAdminRow_voice
          ...VoiceEditor_voice
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateVoiceMutation() {
  return useInputMutation<Mutation, "VoicePayload">(mutation);
}
