// The route-loader half of a management table: URL → variables → loadQuery, with malformed
// list queries turned into a message for the table area instead of the generic error page.
import type { PreloadedQuery } from "react-relay";
import type { LoaderFunctionArgs } from "react-router";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { ListQueryError } from "../../../common/listQuery/index.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import type { ListProblem } from "./listProblem.ts";
import { listVariablesFromUrl, type ListSpec, type ListVariables } from "./listQueryUrl.ts";

export { listProblemOf, type ListProblem } from "./listProblem.ts";

/**
 * The loader's result. A URL the client can already tell is malformed gives `problem` and no
 * request; anything the server rejects (a value of the wrong type, say) surfaces when the
 * query is read, and ListResults shows it the same way.
 */
export type ListLoaderData<Q extends OperationType> =
  | { queryRef: PreloadedQuery<Q>; problem: null }
  | { queryRef: null; problem: ListProblem };

/** Starts the list's query from the request URL (through the shell's loadRouteQuery: store-or-network). */
export function loadListQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  request: Request,
  spec: ListSpec,
  /** Variables of the query besides `first` and `filter`. */
  extraVariables?: Omit<Q["variables"], keyof ListVariables>,
): ListLoaderData<Q> {
  let variables: ListVariables;
  try {
    variables = listVariablesFromUrl(request.url, spec);
  } catch (error) {
    if (error instanceof ListQueryError) {
      return { queryRef: null, problem: { message: error.message, parameter: error.parameter } };
    }
    throw error;
  }
  const queryRef = loadRouteQuery<Q>(query, { ...extraVariables, ...variables } as Q["variables"]);
  return { queryRef, problem: null };
}

/** The loader of a route that shows one list: its query started from the request URL. */
export function listRouteLoader<Q extends OperationType>(query: GraphQLTaggedNode, spec: ListSpec) {
  return ({ request }: LoaderFunctionArgs): ListLoaderData<Q> => loadListQuery<Q>(query, request, spec);
}
