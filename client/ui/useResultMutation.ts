// What a use<Name>Mutation module returns: Relay's useMutation as an async function of the
// caller's own arguments, resolving with the mutation's one result field (the union to inspect,
// its error's fields read from the shared fragment, see resultError.ts) and rejecting on a
// network or GraphQL error, and whether it is in flight.
import { useCallback, type DependencyList } from "react";
import { useMutation, type UseMutationConfig } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { readResult, type SettledResult } from "./resultError.ts";

/** What a call sends besides the callbacks: the variables, and an updater or uploadables. */
export type MutationConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, "onCompleted" | "onError">;

/** The one field a mutation answers with (`createDiscount`), `S` its success member. */
export type MutationResult<T extends MutationParameters, S extends string> = SettledResult<T["response"][keyof T["response"]], S>;

/**
 * `S` is the result's success member (`"DiscountPayload"`); `config` turns the caller's arguments
 * into the mutation's variables (and updater, uploadables); `deps` are the values it reads besides
 * its arguments.
 */
export function useResultMutation<T extends MutationParameters, S extends string, Args extends unknown[]>(
  mutation: GraphQLTaggedNode,
  config: (...args: Args) => MutationConfig<T>,
  deps: DependencyList = [],
) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const send = useCallback(
    (...args: Args) =>
      new Promise<MutationResult<T, S>>((resolve, reject) => {
        commit({
          ...config(...args),
          onCompleted: (response) => resolve(readResult(Object.values(response)[0]) as MutationResult<T, S>),
          onError: reject,
        });
      }),
    // `config` is a new function every render; what it reads is in `deps`.
    [commit, ...deps],
  );
  return [send, inFlight] as const;
}

/**
 * A mutation whose one variable is its `input`, called with the input alone; `extra` (an updater,
 * the same for every call) goes with each call.
 */
export function useInputMutation<T extends MutationParameters & { variables: { input: unknown } }, S extends string>(mutation: GraphQLTaggedNode, extra: Omit<MutationConfig<T>, "variables"> = {}) {
  return useResultMutation<T, S, [input: T["variables"]["input"]]>(mutation, (input) => ({ ...extra, variables: { input } as T["variables"] }));
}
