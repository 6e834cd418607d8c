// Uploads the master recording of one prompt or message (a multipart request carrying the file);
// the answer refreshes the whole order page: the new recording, its queued files, the timeline.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useUploadMasterMutation as UploadMasterMutation } from "../../__generated__/useUploadMasterMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUploadMasterMutation($input: UploadMasterInput!) {
    uploadMaster(input: $input) {
      __typename
      ... on UploadMasterPayload {
        recording {
          version
        }
        order {
          id
          ...OrderDesk_progress
        }
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUploadMasterMutation() {
  const [run, inFlight] = useAsyncMutation<UploadMasterMutation>(mutation);
  const uploadMaster = useCallback(
    async (orderId: string, itemIndex: number, file: File) =>
      (await run({ variables: { input: { orderId, itemIndex, file: null } }, uploadables: { "input.file": file } })).uploadMaster,
    [run],
  );
  return [uploadMaster, inFlight] as const;
}
