// Saves the viewer's name, e-mail and phone; the returned user updates the profile form and the
// header's account menu through the store.
import { graphql } from "react-relay";
import type { useUpdateProfileMutation as UpdateProfileMutation } from "../../__generated__/useUpdateProfileMutation.graphql.ts";
import { useInputMutation } from "../useResultMutation.ts";

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          ...ProfileForm_user
          ...AccountMenu_viewer
        }
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useUpdateProfileMutation() {
  return useInputMutation<UpdateProfileMutation, "UserPayload">(mutation);
}
