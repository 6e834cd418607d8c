// The createSoundtrackTrack mutation of TrackEditor.
import { graphql } from "react-relay";
import type { CreateSoundtrackTrackInput, useCreateSoundtrackTrackMutation as Mutation } from "../../__generated__/useCreateSoundtrackTrackMutation.graphql.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateSoundtrackTrackMutation($input: CreateSoundtrackTrackInput!) {
    createSoundtrackTrack(input: $input) {
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

const appendToList = appendCreatedToList("createSoundtrackTrack", "soundtrackTrack", "manageSoundtrackTracks");

export function useCreateSoundtrackTrackMutation() {
  return useResultMutation<Mutation, "SoundtrackTrackPayload", [input: Omit<CreateSoundtrackTrackInput, "file">, file: File | null]>(mutation, (input, file) => ({ variables: { input: { ...input, file: null } }, uploadables: file ? { "input.file": file } : undefined, updater: appendToList }));
}
