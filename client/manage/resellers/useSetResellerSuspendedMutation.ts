// The setResellerSuspended mutation of ResellerSuspendModal; the row shows the new state.
import { graphql } from "react-relay";
import type { useSetResellerSuspendedMutation as Mutation } from "../../__generated__/useSetResellerSuspendedMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";
import { markListsStale } from "../markListsStale.ts";

const mutation = graphql`
  mutation useSetResellerSuspendedMutation($input: SetResellerSuspendedInput!) {
    setResellerSuspended(input: $input) {
      __typename
      ... on ResellerPayload {
        reseller {
          id
          ...ResellerRow_reseller
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSetResellerSuspendedMutation() {
  return useInputMutation<Mutation, "ResellerPayload">(mutation, { updater: markListsStale });
}
