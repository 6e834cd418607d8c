// The createApiToken mutation of ApiTokenList.
import { graphql } from "react-relay";
import type { useCreateApiTokenMutation as Mutation } from "../../__generated__/useCreateApiTokenMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreatedApiTokenPayload {
        token
        apiToken {
          id
          name
          prefix
          readOnly
          createdAt
          lastUsedAt
        }
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on PermissionError {
        message
      }
    }
  }
`;

export function useCreateApiTokenMutation() {
  return useAsyncMutation<Mutation>(mutation);
}
