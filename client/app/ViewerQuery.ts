// The smallest question about the person using the app: who is signed in and with what role.
// Route guards ask it before a protected route loads (store-or-network: answered from the Relay
// store after the first time, and again from the server after sign-in or sign-out invalidates it).
import { fetchQuery, graphql } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import type { ViewerQuery as ViewerQueryType } from "../__generated__/ViewerQuery.graphql.ts";
import { environment } from "./relayEnvironment.ts";

export const ViewerQuery = graphql`
  query ViewerQuery {
    viewer {
      id
      role
    }
  }
`;

export type Viewer = NonNullable<ViewerQueryType["response"]["viewer"]>;

// Kept retained for the whole visit, so that once answered (and again after each invalidation)
// the guards read the answer from the store instead of asking the server on every navigation.
let retained = false;
function retainViewerQuery() {
  if (retained) return;
  retained = true;
  environment.retain(createOperationDescriptor(getRequest(ViewerQuery), {}));
}

export async function currentViewer(): Promise<Viewer | null> {
  retainViewerQuery();
  const data = await fetchQuery<ViewerQueryType>(environment, ViewerQuery, {}, { fetchPolicy: "store-or-network" }).toPromise();
  return data?.viewer ?? null;
}
