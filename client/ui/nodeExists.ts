// Whether the record a `/…/:id` page shows exists: the server asks before answering the page's
// document, so a missing record's address answers 404 (a route module's `exists`, routes.tsx);
// the page itself says so in the browser.
import { fetchQuery, graphql } from "react-relay";
import type { Params } from "react-router";
import type { nodeExistsQuery } from "../__generated__/nodeExistsQuery.graphql.ts";
import { currentEnvironment } from "../app/relayEnvironment.ts";

const NodeExistsQuery = graphql`
  query nodeExistsQuery($id: ID!) {
    node(id: $id) {
      __typename
    }
  }
`;

/** `exists` of a page of one `typename` addressed by `:id`, read as its global id by `toGlobalId` (as its loader does). */
export function nodeExists(typename: string, toGlobalId: (param: string) => string = (param) => param) {
  return async (params: Params): Promise<boolean> => {
    const data = await fetchQuery<nodeExistsQuery>(currentEnvironment(), NodeExistsQuery, { id: toGlobalId(params.id ?? "") }).toPromise();
    return data?.node?.__typename === typename;
  };
}
