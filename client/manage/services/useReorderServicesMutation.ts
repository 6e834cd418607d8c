// The reorderServices mutation of ManageServicesRoute.
import { graphql, useMutation } from "react-relay";
import type { useReorderServicesMutation as Mutation } from "../../__generated__/useReorderServicesMutation.graphql.ts";

const mutation = graphql`
  mutation useReorderServicesMutation($input: ReorderServicesInput!) {
    reorderServices(input: $input) {
      __typename
      ... on ReorderServicesPayload {
        services {
          id
          position
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useReorderServicesMutation() {
  return useMutation<Mutation>(mutation);
}
