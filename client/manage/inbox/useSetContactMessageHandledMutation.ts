// The setContactMessageHandled mutation of HandledToggle.
import { graphql, useMutation } from "react-relay";
import type { useSetContactMessageHandledMutation as Mutation } from "../../__generated__/useSetContactMessageHandledMutation.graphql.ts";

const mutation = graphql`
  mutation useSetContactMessageHandledMutation($input: SetContactMessageHandledInput!) {
    setContactMessageHandled(input: $input) {
      __typename
      ... on ContactMessagePayload {
        contactMessage {
          id
          handledAt
          ...InboxRow_message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useSetContactMessageHandledMutation() {
  return useMutation<Mutation>(mutation);
}
