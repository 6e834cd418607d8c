// Route loaders that start the route's one query, and the hook the route's component reads the
// answer with (`usePreloadedQuery` on the reference its loader returned).
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { loadRouteQuery } from "../app/routeQuery.ts";

/** The loader of a route whose query takes no variables. */
export function queryRouteLoader<T extends OperationType>(query: GraphQLTaggedNode) {
  return (): PreloadedQuery<T> => loadRouteQuery<T>(query, {});
}

/**
 * The loader of a route of one record addressed by its global id (`/…/:id`), its query's `$id`;
 * `toGlobalId` reads other forms of the address (a raw database id) as the global id.
 */
export function nodeRouteLoader<T extends OperationType & { variables: { id: string } }>(query: GraphQLTaggedNode, toGlobalId: (param: string) => string = (param) => param) {
  return ({ params }: LoaderFunctionArgs): PreloadedQuery<T> => loadRouteQuery<T>(query, { id: toGlobalId(params.id ?? "") });
}

/** The route's query answer, from the reference its loader returned. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T["response"] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
