// Uploads the master recording of one prompt or message (a multipart request carrying the file);
// the answer refreshes the whole order page: the new recording with its master check, its queued
// files, the timeline.
import { graphql } from "react-relay";
import type { useUploadMasterMutation as UploadMasterMutation } from "../../__generated__/useUploadMasterMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUploadMasterMutation($input: UploadMasterInput!) {
    uploadMaster(input: $input) {
      __typename
      ... on UploadMasterPayload {
        recording {
          version
          check {
            warnings {
              code
            }
          }
        }
        order {
          id
          ...OrderDesk_progress
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUploadMasterMutation() {
  return useResultMutation<UploadMasterMutation, "UploadMasterPayload", [orderId: string, itemIndex: number, file: File]>(mutation, (orderId, itemIndex, file) => ({ variables: { input: { orderId, itemIndex, file: null } }, uploadables: { "input.file": file } }));
}
