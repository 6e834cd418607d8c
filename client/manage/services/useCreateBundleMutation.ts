// The createBundle mutation of BundleEditor.
import { graphql } from "react-relay";
import type { useCreateBundleMutation as Mutation } from "../../__generated__/useCreateBundleMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateBundleMutation($input: CreateBundleInput!) {
    createBundle(input: $input) {
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

export function useCreateBundleMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
