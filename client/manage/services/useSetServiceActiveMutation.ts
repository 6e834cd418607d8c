// The setServiceActive mutation of ServiceAdminRow.
import { graphql, useMutation } from "react-relay";
import type { useSetServiceActiveMutation as Mutation } from "../../__generated__/useSetServiceActiveMutation.graphql.ts";

const mutation = graphql`
  mutation useSetServiceActiveMutation($input: SetServiceActiveInput!) {
    setServiceActive(input: $input) {
      __typename
      ... on ServicePayload {
        service {
          id
          active
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSetServiceActiveMutation() {
  return useMutation<Mutation>(mutation);
}
