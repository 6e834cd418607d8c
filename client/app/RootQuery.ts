// The root route's query: the studio's settings, the viewer and the active services, which every
// layout (header, account menu, footer, the services sidebar), the page title, the integrations
// and the route guards need. The page document carries its answer (server/http/pageDocument.ts),
// put into the store before the first route loads; any component below reads it with
// `useRootQuery()`.
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useRouteLoaderData } from "react-router";
import { createOperationDescriptor, getRequest, type Environment } from "relay-runtime";
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from "../../common/pageBootstrap.ts";
import type { RootQuery as RootQueryType } from "../__generated__/RootQuery.graphql.ts";
import { currentEnvironment } from "./relayEnvironment.ts";
import { loadRouteQuery } from "./routeQuery.ts";

export const ROOT_ROUTE_ID = "root";

/**
 * What the app holds of the signed-in person: the root query asks for it, and so does every
 * mutation whose answer becomes the new viewer (signing in, registering, resetting the password).
 */
export const ViewerFields = graphql`
  fragment RootQuery_viewer on User {
    id
    role
    ...AccountMenu_viewer
  }
`;

export const RootQuery = graphql`
  query RootQuery {
    settings {
      studioName
      description
      sentryDsn
      tagManagerId
      ...AppHeader_settings
      ...AppFooter_settings
      ...PaymentPanel_settings
      ...ExtraRevisionPurchase_settings
    }
    viewer {
      ...RootQuery_viewer @relay(mask: false)
    }
    ...PageWithSidebarLayout_query
  }
`;

export type RootQueryData = RootQueryType["response"];

const seeded = new WeakSet<Environment>();
let arrivedSignedIn = false;

/** Whether the page document said someone is signed in (read once the root loader has run). */
export function pageArrivedSignedIn(): boolean {
  return arrivedSignedIn;
}

/**
 * Once per environment: keeps the root query in the store for good (the guards read it on every
 * navigation) and, in the browser, fills it with the answer the page document carries.
 */
export function seedRootQuery() {
  const environment = currentEnvironment();
  if (seeded.has(environment)) return;
  seeded.add(environment);
  const request = getRequest(RootQuery);
  const operation = createOperationDescriptor(request, {});
  environment.retain(operation);
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return;
  const bootstrap = JSON.parse(element.textContent) as PageBootstrap;
  // A document from another build (a deploy between page and script) is ignored: the query asks.
  if (bootstrap.queryId === request.params.id) {
    environment.commitPayload(operation, bootstrap.data);
    arrivedSignedIn = Boolean((bootstrap.data as { viewer?: unknown }).viewer);
  }
  element.remove();
}

/** Server rendering: the root query's answer, put into a request's environment before its loaders run. */
export function commitRootQuery(environment: Environment, data: PageBootstrap["data"]) {
  environment.commitPayload(createOperationDescriptor(getRequest(RootQuery), {}), data as never);
}

export function rootLoader(): PreloadedQuery<RootQueryType> {
  seedRootQuery();
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
