// The updateBundle mutation of BundleEditor.
import { graphql } from "react-relay";
import type { useUpdateBundleMutation as Mutation } from "../../__generated__/useUpdateBundleMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateBundleMutation() {
  return useInputMutation<Mutation, "BundlePayload">(mutation);
}
