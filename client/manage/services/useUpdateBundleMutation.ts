// The updateBundle mutation of BundleEditor.
import { graphql } from "react-relay";
import type { useUpdateBundleMutation as Mutation } from "../../__generated__/useUpdateBundleMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUpdateBundleMutation($input: UpdateBundleInput!) {
    updateBundle(input: $input) {
      __typename
      ... on BundlePayload {
        bundle {
          id
          name
          ...BundleEditor_result
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

export function useUpdateBundleMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
