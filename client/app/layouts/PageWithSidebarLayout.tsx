// Page layout with a sidebar: content pages that belong to a section (the deepest route's
// `handle.sidebar` names the section's links), the links beside the page.
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { NavItem } from "../navigation.ts";
import { AppFrame } from "./AppFrame.tsx";

export type SidebarHandle = { sidebar?: { title: string; items: NavItem[] } };

export function PageWithSidebarLayout({ children, sidebar }: { children?: ReactNode; sidebar?: SidebarHandle["sidebar"] }) {
  const matches = useMatches();
  const fromRoute = [...matches].reverse().map((match) => (match.handle as SidebarHandle | undefined)?.sidebar).find(Boolean);
  return (
    <AppFrame container="lg" sidebar={sidebar ?? fromRoute}>
      {children}
    </AppFrame>
  );
}
