// Tag manager (seed.md §1, §2): loaded only when the settings give a container id and the
// browser's do-not-track flag is off; a page view is pushed 250 ms after each route change.
import { PAGE_VIEW_DELAY_MS } from "./timing.ts";

type DataLayerWindow = Window & { dataLayer?: unknown[]; doNotTrack?: string | null };
type DntNavigator = { doNotTrack?: string | null; msDoNotTrack?: string | null };

/** Whether the browser asks not to be tracked. */
export function doNotTrack(nav: DntNavigator | undefined, win?: { doNotTrack?: string | null }): boolean {
  const values = [nav?.doNotTrack, nav?.msDoNotTrack, win?.doNotTrack];
  return values.some((value) => value === "1" || value === "yes");
}

let loadedId: string | null = null;

export function loadTagManager(id: string | null | undefined): boolean {
  if (!id || typeof window === "undefined") return false;
  const win = window as DataLayerWindow;
  if (doNotTrack(navigator as DntNavigator, win)) return false;
  if (loadedId) return loadedId === id;
  loadedId = id;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}

/** Pushes a page view after the route-change delay; returns a canceller. */
export function schedulePageView(path: string): () => void {
  if (!loadedId) return () => {};
  const timer = setTimeout(() => {
    const win = window as DataLayerWindow;
    win.dataLayer?.push({ event: "page_view", page_path: path, page_location: window.location.href, page_title: document.title });
  }, PAGE_VIEW_DELAY_MS);
  return () => clearTimeout(timer);
}
