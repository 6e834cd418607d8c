// Saves the viewer's name, e-mail and phone; the returned user updates the profile form and the
// header's account menu through the store.
import { graphql } from "react-relay";
import type { UpdateProfileInput, useUpdateProfileMutation as UpdateProfileMutation } from "../../__generated__/useUpdateProfileMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

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
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
    }
  }
`;

export function useUpdateProfileMutation() {
  return useResultMutation<UpdateProfileMutation, [input: UpdateProfileInput]>(mutation, (input) => ({ variables: { input } }));
}
