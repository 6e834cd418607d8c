// Screens name themselves: `usePageMeta({ title: "Sign in" })` makes the document title
// "Sign in · <studio name>"; the description defaults to the studio's description.
import { useEffect, useSyncExternalStore } from "react";
import { applyPageMeta, pageMetaStore, type PageMeta } from "./pageMeta.ts";

export function usePageMeta({ title, description }: PageMeta) {
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
