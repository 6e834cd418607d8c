// The removeVoiceSample mutation of VoiceSamples.
import { graphql } from "react-relay";
import type { useRemoveVoiceSampleMutation as Mutation } from "../../__generated__/useRemoveVoiceSampleMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useRemoveVoiceSampleMutation() {
  return useInputMutation<Mutation, "RemoveVoiceSamplePayload">(mutation);
}
