// What every screen renders inside, in the browser and on the server alike (a server-rendered page
// hydrates only if both trees are the same): Mantine (theme, notifications, modals, progress bar)
// and the Relay environment.
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { StrictMode, type ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import type { Environment } from "relay-runtime";
import { AppReadyMarker } from "./AppReadyMarker.tsx";
import { PrefetchRouteContext } from "./prefetchContext.ts";
import { RequestProgressBar } from "./RequestProgressBar.tsx";
import { cssVariablesResolver, theme } from "./theme.ts";
import { NOTIFICATION_MS } from "./timing.ts";

export function AppProviders({ environment, prefetchRoute, children }: { environment: Environment; prefetchRoute: (path: string) => void; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RequestProgressBar />
        <Notifications autoClose={NOTIFICATION_MS} position="top-right" limit={4} />
        <RelayEnvironmentProvider environment={environment}>
          <ModalsProvider>
            <PrefetchRouteContext value={prefetchRoute}>{children}</PrefetchRouteContext>
            <AppReadyMarker />
          </ModalsProvider>
        </RelayEnvironmentProvider>
      </MantineProvider>
    </StrictMode>
  );
}
