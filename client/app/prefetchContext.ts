// How links reach the route table to prefetch a route's code: main.tsx provides the function from
// routes.tsx, so the layouts and their links never import the route table (which imports them).
import { createContext, useContext } from "react";

export type PrefetchRoute = (path: string) => void;

export const PrefetchRouteContext = createContext<PrefetchRoute>(() => {});

export function usePrefetchRoute(): PrefetchRoute {
  return useContext(PrefetchRouteContext);
}
