// Starts the client: Mantine's styles, then the app. A page the server rendered (its HTML is
// already in #root) is hydrated once the router has the first screen's code and data, which the
// page carries, so the first render matches the server's; any other page is rendered afresh.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/AppProviders.tsx";
import { installPreloadErrorReload } from "./app/chunkReload.ts";
import { preloadViewerMenu } from "./app/layouts/AccountMenu.tsx";
import { environment } from "./app/relayEnvironment.ts";
import { createAppRouter, prefetchRoute } from "./app/router.tsx";
import { pageArrivedSignedIn } from "./app/RootQuery.ts";

installPreloadErrorReload();

// The router is created in a task of its own: evaluating the scripts and starting the first
// screen's loading are each long enough on a slow phone, and the page answers input in between.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const app = (
  <AppProviders environment={environment} prefetchRoute={prefetchRoute}>
    <RouterProvider router={router} />
  </AppProviders>
);

if (container.hasChildNodes()) {
  const initialized = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  // A signed-in person's header holds the account menu, whose code the page loads apart: hydrated
  // without it, the menu's button would ignore a click until it came.
  const menu = initialized.then(() => (pageArrivedSignedIn() ? preloadViewerMenu().then(() => undefined, () => undefined) : undefined));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is hydrated (the page is already readable meanwhile).
  void menu.then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
