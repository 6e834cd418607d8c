// The updateSoundtrackTrack mutation of TrackEditor.
import { graphql } from "react-relay";
import type { useUpdateSoundtrackTrackMutation as Mutation } from "../../__generated__/useUpdateSoundtrackTrackMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUpdateSoundtrackTrackMutation($input: UpdateSoundtrackTrackInput!) {
    updateSoundtrackTrack(input: $input) {
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

export function useUpdateSoundtrackTrackMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
