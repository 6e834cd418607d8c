// The updateVoice mutation of VoiceEditor.
import { graphql } from "react-relay";
import type { useUpdateVoiceMutation as Mutation } from "../../__generated__/useUpdateVoiceMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useUpdateVoiceMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
