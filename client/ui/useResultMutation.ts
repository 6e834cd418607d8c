// What a use<Name>Mutation module returns: the mutation as an async function of the caller's own
// arguments, resolving with the mutation's one result field (the union to inspect, its
// ValidationError read from the shared fragment), and whether it is in flight.
import { useCallback, type DependencyList } from "react";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import { useAsyncMutation, type AsyncMutationConfig, type MutationResponse } from "../app/useAsyncMutation.ts";

/** The one field a mutation answers with (`createDiscount`): its result union. */
export type MutationResult<T extends MutationParameters> = MutationResponse<T>[keyof T["response"]];

/**
 * `config` turns the caller's arguments into the mutation's variables (and updater, uploadables);
 * `deps` are the values it reads besides its arguments.
 */
export function useResultMutation<T extends MutationParameters, Args extends unknown[]>(
  mutation: GraphQLTaggedNode,
  config: (...args: Args) => AsyncMutationConfig<T>,
  deps: DependencyList = [],
) {
  const [run, inFlight] = useAsyncMutation<T>(mutation);
  const send = useCallback(
    async (...args: Args) => Object.values(await run(config(...args)))[0] as MutationResult<T>,
    // `config` is a new function every render; what it reads is in `deps`.
    [run, ...deps],
  );
  return [send, inFlight] as const;
}
