// Saves a client's details; the lists and pickers update from the answer.
import { graphql } from "react-relay";
import type { useUpdateResellerClientMutation as Mutation } from "../../__generated__/useUpdateResellerClientMutation.graphql.ts";
import { useInputMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateResellerClientMutation($input: UpdateResellerClientInput!) {
    updateResellerClient(input: $input) {
      __typename
      ... on ResellerClientPayload {
        client {
          ...resellerClientFields_client @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateResellerClientMutation() {
  return useInputMutation<Mutation, "ResellerClientPayload">(mutation);
}
