// ListResults for a table fed straight from the route's query: reads the loader's reference and
// hands the answer to `children`.
import type { ReactNode } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { ListLoaderData } from "./listLoader.ts";
import { ListResults } from "./ListResults.tsx";

type Render<Q extends OperationType> = (response: Q["response"]) => ReactNode;

function Answer<Q extends OperationType>({ query, queryRef, render }: { query: GraphQLTaggedNode; queryRef: PreloadedQuery<Q>; render: Render<Q> }) {
  return render(usePreloadedQuery<Q>(query, queryRef));
}

export function ListQueryResults<Q extends OperationType>({ data, query, children }: { data: ListLoaderData<Q>; query: GraphQLTaggedNode; children: Render<Q> }) {
  return <ListResults data={data}>{(queryRef) => <Answer<Q> query={query} queryRef={queryRef} render={children} />}</ListResults>;
}
