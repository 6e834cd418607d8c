// Who is signed in and with what role, for the route guards and the signed-out-only screens. The
// answer is the root query's (settings and viewer): the page document carries it, so the first
// screen is guarded without a request; after sign-in or sign-out invalidates the store, the next
// guard asks the server again (store-or-network).
import { fetchQuery } from "react-relay";
import type { RootQuery as RootQueryType } from "../__generated__/RootQuery.graphql.ts";
import { currentEnvironment } from "./relayEnvironment.ts";
import { RootQuery, seedRootQuery } from "./RootQuery.ts";

export type Viewer = NonNullable<RootQueryType["response"]["viewer"]>;

export async function currentViewer(): Promise<Viewer | null> {
  seedRootQuery();
  const data = await fetchQuery<RootQueryType>(currentEnvironment(), RootQuery, {}, { fetchPolicy: "store-or-network" }).toPromise();
  return data?.viewer ?? null;
}
