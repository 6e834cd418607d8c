// The updateService mutation of ServiceEditor.
import { graphql } from "react-relay";
import type { useUpdateServiceMutation as Mutation } from "../../__generated__/useUpdateServiceMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateServiceMutation($input: UpdateServiceInput!) {
    updateService(input: $input) {
      __typename
      ... on ServicePayload {
        service {
          ...ManageServicesRoute_service @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateServiceMutation() {
  return useInputMutation<Mutation, "ServicePayload">(mutation);
}
