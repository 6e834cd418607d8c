// The setVoicePhoto mutation of VoicePhotoEditor.
import { graphql } from "react-relay";
import type { useSetVoicePhotoMutation as Mutation } from "../../__generated__/useSetVoicePhotoMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSetVoicePhotoMutation($input: SetVoicePhotoInput!) {
    setVoicePhoto(input: $input) {
      __typename
      ... on VoicePayload {
        voice {
          id
          photoUrl
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetVoicePhotoMutation() {
  return useResultMutation<Mutation, "VoicePayload", [voiceId: string, photo: File]>(mutation, (voiceId, photo) => ({ variables: { input: { voiceId, photo: null } }, uploadables: { "input.photo": photo } }));
}
