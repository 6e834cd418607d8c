// Relay's useMutation as a promise: `await run({ variables })` resolves with the response (a
// result union to inspect) and rejects on a network or GraphQL error.
import { useCallback } from "react";
import { useMutation, type UseMutationConfig } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";

export type AsyncMutationConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, "onCompleted" | "onError">;

export function useAsyncMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: AsyncMutationConfig<T>) =>
      new Promise<T["response"]>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
