// The createService mutation of ServiceEditor.
import { graphql } from "react-relay";
import type { useCreateServiceMutation as Mutation } from "../../__generated__/useCreateServiceMutation.graphql.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useCreateServiceMutation($input: CreateServiceInput!) {
    createService(input: $input) {
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

/** A created service joins the end of the management list (and the bundle form's choices). */
const appendToList = appendCreatedToList("createService", "service", "manageServices");

export function useCreateServiceMutation() {
  return useInputMutation<Mutation, "ServicePayload">(mutation, { updater: appendToList });
}
