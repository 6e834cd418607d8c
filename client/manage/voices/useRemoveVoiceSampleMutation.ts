// The removeVoiceSample mutation of VoiceSamples.
import { graphql } from "react-relay";
import type { useRemoveVoiceSampleMutation as Mutation } from "../../__generated__/useRemoveVoiceSampleMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRemoveVoiceSampleMutation($input: RemoveVoiceSampleInput!) {
    removeVoiceSample(input: $input) {
      __typename
      ... on RemoveVoiceSamplePayload {
        removedSampleId
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

export function useRemoveVoiceSampleMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
