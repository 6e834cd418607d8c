// The setUserDisabled mutation of UserAdminActions.
import { graphql } from "react-relay";
import type { useSetUserDisabledMutation as Mutation } from "../../__generated__/useSetUserDisabledMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useSetUserDisabledMutation($input: SetUserDisabledInput!) {
    setUserDisabled(input: $input) {
      __typename
      ... on UserPayload {
        user {
          ...UserRoute_user @relay(mask: false)
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetUserDisabledMutation() {
  return useInputMutation<Mutation, "UserPayload">(mutation, { updater: markListsStale });
}
