// The decideResellerApplication mutation of ResellerApplicationDecisionModal: approve with terms
// or reject with a reason. The row shows the new state; filtered lists are read afresh later.
import { graphql } from "react-relay";
import type { useDecideResellerApplicationMutation as Mutation } from "../../__generated__/useDecideResellerApplicationMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useDecideResellerApplicationMutation($input: DecideResellerApplicationInput!) {
    decideResellerApplication(input: $input) {
      __typename
      ... on ResellerApplicationPayload {
        application {
          id
          status
          ...ResellerApplicationRow_application
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useDecideResellerApplicationMutation() {
  return useInputMutation<Mutation, "ResellerApplicationPayload">(mutation, { updater: markListsStale });
}
