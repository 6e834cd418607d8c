// Loaders of pages that exist only while their record does (a service by slug, a content page):
// start the route's query as usual and wait for its answer; when the record is missing (unknown,
// inactive or unpublished) the route fails with the app's 404 page instead of rendering.
import { fetchQuery, type PreloadedQuery } from "react-relay";
import { data } from "react-router";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { NOT_FOUND_MESSAGE } from "./errors/routeError.ts";
import { currentEnvironment } from "./relayEnvironment.ts";
import { loadRouteQuery } from "./routeQuery.ts";

export function notFound(message: string = NOT_FOUND_MESSAGE): never {
  throw data(message, { status: 404, statusText: "Not Found" });
}

export async function loadRouteQueryOrNotFound<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T["variables"],
  exists: (response: T["response"]) => boolean,
  message?: string,
): Promise<PreloadedQuery<T>> {
  const ref = loadRouteQuery<T>(query, variables);
  const response = await fetchQuery<T>(currentEnvironment(), query, variables, { fetchPolicy: "store-or-network" }).toPromise();
  if (!response || !exists(response)) notFound(message);
  return ref;
}
