// Screens name themselves: `usePageMeta({ title: "Sign in" })` makes the document title
// "Sign in · <studio name>"; the description defaults to the studio's description.
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { applyPageMeta, pageMetaStore, type PageMeta } from "./pageMeta.ts";

/** Server rendering: receives each screen's meta as it renders (effects do not run there). */
export const ServerPageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

export function usePageMeta({ title, description }: PageMeta) {
  useContext(ServerPageMetaContext)?.({ title, description });
  useEffect(() => pageMetaStore.push({ title, description }), [title, description]);
}

/** Applies the current page meta to the document; rendered once, in the root route. */
export function usePageMetaSync(defaults: { studioName: string; description: string }) {
  const meta = useSyncExternalStore(pageMetaStore.subscribe, pageMetaStore.get, pageMetaStore.get);
  const { studioName, description } = defaults;
  useEffect(() => {
    applyPageMeta(document, meta, { studioName, description });
  }, [meta, studioName, description]);
}
