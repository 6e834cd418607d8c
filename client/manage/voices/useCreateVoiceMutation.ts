// The createVoice mutation of VoiceEditor.
import { graphql } from "react-relay";
import type { useCreateVoiceMutation as Mutation } from "../../__generated__/useCreateVoiceMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateVoiceMutation($input: CreateVoiceInput!) {
    createVoice(input: $input) {
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

export function useCreateVoiceMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
