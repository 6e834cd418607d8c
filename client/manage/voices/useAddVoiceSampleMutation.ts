// The addVoiceSample mutation of VoiceSamples.
import { graphql } from "react-relay";
import type { useAddVoiceSampleMutation as Mutation } from "../../__generated__/useAddVoiceSampleMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useAddVoiceSampleMutation($input: AddVoiceSampleInput!) {
    addVoiceSample(input: $input) {
      __typename
      ... on VoiceSamplePayload {
        voiceSample {
          id
          title
        }
        voice {
          id
          ...VoiceSamples_voice
          ...VoiceAdminRow_voice
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

export function useAddVoiceSampleMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
