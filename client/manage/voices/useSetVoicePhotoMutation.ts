// The setVoicePhoto mutation of VoicePhotoEditor.
import { graphql } from "react-relay";
import type { useSetVoicePhotoMutation as Mutation } from "../../__generated__/useSetVoicePhotoMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useSetVoicePhotoMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
