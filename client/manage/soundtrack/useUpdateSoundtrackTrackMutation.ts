// The updateSoundtrackTrack mutation of TrackEditor.
import { graphql } from "react-relay";
import type { UpdateSoundtrackTrackInput, useUpdateSoundtrackTrackMutation as Mutation } from "../../__generated__/useUpdateSoundtrackTrackMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateSoundtrackTrackMutation($input: UpdateSoundtrackTrackInput!) {
    updateSoundtrackTrack(input: $input) {
      __typename
      ... on SoundtrackTrackPayload {
        soundtrackTrack {
          ...ManageSoundtrackRoute_track @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateSoundtrackTrackMutation() {
  return useResultMutation<Mutation, "SoundtrackTrackPayload", [input: Omit<UpdateSoundtrackTrackInput, "file">, file: File | null]>(mutation, (input, file) => ({ variables: { input: { ...input, file: null } }, uploadables: file ? { "input.file": file } : undefined }));
}
