// The root route's query: the studio's settings and the viewer, which every layout (header,
// account menu, footer), the page title and the integrations need. Loaded once by the root
// route's loader; any component below reads it with `useRootQuery()`.
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useRouteLoaderData } from "react-router";
import type { RootQuery as RootQueryType } from "../__generated__/RootQuery.graphql.ts";
import { loadRouteQuery } from "./routeQuery.ts";

export const ROOT_ROUTE_ID = "root";

export const RootQuery = graphql`
  query RootQuery {
    settings {
      studioName
      description
      sentryDsn
      tagManagerId
      ...AppHeader_settings
      ...AppFooter_settings
    }
    viewer {
      id
      role
      ...AccountMenu_viewer
    }
  }
`;

export type RootQueryData = RootQueryType["response"];

export function rootLoader(): PreloadedQuery<RootQueryType> {
  return loadRouteQuery<RootQueryType>(RootQuery, {});
}

/** The root query's reference, or undefined where the root loader has not produced one. */
export function useRootQueryRef(): PreloadedQuery<RootQueryType> | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as PreloadedQuery<RootQueryType> | undefined;
}

export function useRootQuery(): RootQueryData {
  const ref = useRootQueryRef();
  if (!ref) throw new Error("The root query is not loaded.");
  return usePreloadedQuery<RootQueryType>(RootQuery, ref);
}
