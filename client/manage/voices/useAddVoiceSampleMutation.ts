// The addVoiceSample mutation of VoiceSamples.
import { graphql } from "react-relay";
import type { AddVoiceSampleInput, useAddVoiceSampleMutation as Mutation } from "../../__generated__/useAddVoiceSampleMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useAddVoiceSampleMutation() {
  return useResultMutation<Mutation, "VoiceSamplePayload", [input: Omit<AddVoiceSampleInput, "file">, file: File | null]>(mutation, (input, file) => ({ variables: { input: { ...input, file: null } }, uploadables: file ? { "input.file": file } : undefined }));
}
