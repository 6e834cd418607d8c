// The updateService mutation of ServiceEditor.
import { graphql } from "react-relay";
import type { useUpdateServiceMutation as Mutation } from "../../__generated__/useUpdateServiceMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useUpdateServiceMutation($input: UpdateServiceInput!) {
    updateService(input: $input) {
      __typename
      ... on ServicePayload {
        service {
          id
          name
          ...ServiceAdminRow_service
          ...ServiceEditor_service
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

export function useUpdateServiceMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
