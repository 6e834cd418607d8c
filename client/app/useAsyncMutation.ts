// Relay's useMutation as a promise: `await run({ variables })` resolves with the response (a
// result union to inspect) and rejects on a network or GraphQL error. A ValidationError in the
// response (selected with the shared fragment, `...validationError_fields @alias(as: "validation")`)
// comes back with its `message` and `fields` read, ready for the form.
import { useCallback } from "react";
import { useMutation, type UseMutationConfig } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { readValidationErrors, type WithValidationFields } from "../ui/validationError.ts";

export type AsyncMutationConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, "onCompleted" | "onError">;

/** A mutation's response with each ValidationError's fields read from the shared fragment. */
export type MutationResponse<T extends MutationParameters> = { readonly [K in keyof T["response"]]: WithValidationFields<T["response"][K]> };

export function useAsyncMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: AsyncMutationConfig<T>) =>
      new Promise<MutationResponse<T>>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(readValidationErrors(response) as MutationResponse<T>), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
