// Signs out: ends the session on the server, then forgets the viewer in the Relay store (the
// header shows "Sign in" at once) and marks every cached answer stale, so nothing the previous
// person could see is reused.
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useSignOutMutation as SignOutMutation } from "../__generated__/useSignOutMutation.graphql.ts";

const mutation = graphql`
  mutation useSignOutMutation {
    signOut
  }
`;

export function useSignOutMutation(): [signOut: () => Promise<void>, inFlight: boolean] {
  const [commit, inFlight] = useMutation<SignOutMutation>(mutation);
  const signOut = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: {},
          updater: (store) => {
            store.getRoot().setValue(null, "viewer");
            store.invalidateStore();
          },
          onCompleted: () => resolve(),
          onError: reject,
        });
      }),
    [commit],
  );
  return [signOut, inFlight];
}
