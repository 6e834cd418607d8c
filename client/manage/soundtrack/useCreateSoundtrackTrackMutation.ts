// The createSoundtrackTrack mutation of TrackEditor.
import { graphql } from "react-relay";
import type { useCreateSoundtrackTrackMutation as Mutation } from "../../__generated__/useCreateSoundtrackTrackMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateSoundtrackTrackMutation($input: CreateSoundtrackTrackInput!) {
    createSoundtrackTrack(input: $input) {
      __typename
      ... on SoundtrackTrackPayload {
        soundtrackTrack {
          id
          title
          ...TrackAdminRow_track
          ...TrackEditor_track
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

export function useCreateSoundtrackTrackMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
