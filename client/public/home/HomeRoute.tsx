// / — the first version of the home page: the studio's name and description, and the ways in
// (create an account, sign in, or write to the studio). The catalogue work replaces it.
import { usePreloadedQuery, graphql, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { HomeRouteQuery as HomeRouteQueryType } from "../../__generated__/HomeRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { HomeActions } from "./HomeActions.tsx";
import { HomeHero } from "./HomeHero.tsx";

const HomeRouteQuery = graphql`
  query HomeRouteQuery {
    settings {
      ...HomeHero_settings
      ...HomeActions_settings
    }
    viewer {
      ...HomeHero_viewer
      ...HomeActions_viewer
    }
  }
`;

export function loader() {
  return loadRouteQuery<HomeRouteQueryType>(HomeRouteQuery, {});
}

export function Component() {
  usePageMeta({});
  const data = usePreloadedQuery<HomeRouteQueryType>(HomeRouteQuery, useLoaderData() as PreloadedQuery<HomeRouteQueryType>);
  return (
    <>
      <HomeHero settings={data.settings} viewer={data.viewer} />
      <HomeActions settings={data.settings} viewer={data.viewer} />
    </>
  );
}
