// The createBundle mutation of BundleEditor.
import { graphql } from "react-relay";
import type { useCreateBundleMutation as Mutation } from "../../__generated__/useCreateBundleMutation.graphql.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

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
      ...resultError_fields @alias(as: "error")
    }
  }
`;

const appendToList = appendCreatedToList("createBundle", "bundle", "manageBundles");

export function useCreateBundleMutation() {
  return useInputMutation<Mutation, "BundlePayload">(mutation, { updater: appendToList });
}
