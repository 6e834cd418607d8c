// What every screen renders inside, in the browser and on the server alike (a server-rendered page
// hydrates only if both trees are the same): Mantine (theme, progress bar, and once the page has
// rendered its notifications and modals) and the Relay environment.
import { MantineProvider } from "@mantine/core";
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import type { Environment } from "relay-runtime";
import { AppReadyMarker } from "./AppReadyMarker.tsx";
import { PrefetchRouteContext } from "./prefetchContext.ts";
import { cssVariablesResolver, theme } from "./theme.ts";
import { hydratedLater } from "../ui/hydratedLater.tsx";

// The bar shows only while a later screen loads: the first page hydrates without its code.
const RequestProgressBar = hydratedLater(() => import("./RequestProgressBar.tsx").then((module) => module.RequestProgressBar));

const AppOverlays = lazy(() => import("./AppOverlays.tsx"));

/** Notifications and modals, loaded after the first render: neither the server nor hydration renders them. */
function LaterOverlays() {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? (
    <Suspense fallback={null}>
      <AppOverlays />
    </Suspense>
  ) : null;
}

export function AppProviders({ environment, prefetchRoute, children }: { environment: Environment; prefetchRoute: (path: string) => void; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RequestProgressBar />
        <LaterOverlays />
        <RelayEnvironmentProvider environment={environment}>
          <PrefetchRouteContext value={prefetchRoute}>{children}</PrefetchRouteContext>
          <AppReadyMarker />
        </RelayEnvironmentProvider>
      </MantineProvider>
    </StrictMode>
  );
}
