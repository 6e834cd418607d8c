// Route loaders start their route's one Relay query with `loadRouteQuery` (store-or-network), and
// the route component reads it with `usePreloadedQuery(Query, useLoaderData())`.
// Each query name keeps one live reference: when a loader runs again (another id, a revalidation),
// the previous reference is released a little later, once the new screen has taken its place, so
// the store can collect data no screen shows any more.
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { currentEnvironment, environment as browserEnvironment } from "./relayEnvironment.ts";

const RELEASE_DELAY_MS = 30_000;
const live = new Map<string, PreloadedQuery<OperationType>>();

export function loadRouteQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T["variables"]): PreloadedQuery<T> {
  const environment = currentEnvironment();
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: "store-or-network" });
  // A server-rendered request's environment is dropped with the request.
  if (environment !== browserEnvironment) return ref;
  const previous = live.get(ref.name);
  live.set(ref.name, ref as PreloadedQuery<OperationType>);
  if (previous && previous !== (ref as PreloadedQuery<OperationType>)) {
    setTimeout(() => previous.dispose(), RELEASE_DELAY_MS);
  }
  return ref;
}
