// Page layout with a sidebar: content pages that belong to a section (the deepest route's
// `handle.sidebar` names the section's links), the links beside the page. The services section
// lists the catalogue's active services, which the root query carries.
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { useMatches } from "react-router";
import type { PageWithSidebarLayout_query$key } from "../../__generated__/PageWithSidebarLayout_query.graphql.ts";
import type { NavItem } from "../navigation.ts";
import { useRootQuery } from "../RootQuery.ts";
import { AppFrame } from "./AppFrame.tsx";

type CatalogueServices = readonly { readonly slug: string; readonly name: string }[];

/** A section's links, or how to make them from the catalogue's active services. */
export type SidebarHandle = { sidebar?: { title: string; items: NavItem[] | ((services: CatalogueServices) => NavItem[]) } };

export function PageWithSidebarLayout({ children, sidebar }: { children?: ReactNode; sidebar?: SidebarHandle["sidebar"] }) {
  const { services } = useFragment<PageWithSidebarLayout_query$key>(
    graphql`
      fragment PageWithSidebarLayout_query on Query {
        services {
          slug
          name
        }
      }
    `,
    useRootQuery(),
  );
  const matches = useMatches();
  const fromRoute = [...matches].reverse().map((match) => (match.handle as SidebarHandle | undefined)?.sidebar).find(Boolean);
  const chosen = sidebar ?? fromRoute;
  return (
    <AppFrame container="lg" sidebar={chosen && { title: chosen.title, items: typeof chosen.items === "function" ? chosen.items(services) : chosen.items }}>
      {children}
    </AppFrame>
  );
}
