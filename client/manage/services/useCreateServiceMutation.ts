// The createService mutation of ServiceEditor.
import { graphql } from "react-relay";
import type { useCreateServiceMutation as Mutation } from "../../__generated__/useCreateServiceMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateServiceMutation($input: CreateServiceInput!) {
    createService(input: $input) {
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

export function useCreateServiceMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
