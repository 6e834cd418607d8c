// The createVoice mutation of VoiceEditor.
import { graphql } from "react-relay";
import type { useCreateVoiceMutation as Mutation } from "../../__generated__/useCreateVoiceMutation.graphql.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

const appendToList = appendCreatedToList("createVoice", "voice", "manageVoices");

export function useCreateVoiceMutation() {
  return useInputMutation<Mutation, "VoicePayload">(mutation, { updater: appendToList });
}
