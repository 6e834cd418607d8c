// Starts the client: Mantine (theme, notifications, modals, progress bar), Relay and the router.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router/dom";
import { installPreloadErrorReload } from "./app/chunkReload.ts";
import { environment } from "./app/relayEnvironment.ts";
import { RequestProgressBar } from "./app/RequestProgressBar.tsx";
import { PrefetchRouteContext } from "./app/prefetchContext.ts";
import { prefetchRoute, router } from "./app/router.tsx";
import { cssVariablesResolver, theme } from "./app/theme.ts";
import { NOTIFICATION_MS } from "./app/timing.ts";

installPreloadErrorReload();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <RequestProgressBar />
      <Notifications autoClose={NOTIFICATION_MS} position="top-right" limit={4} />
      <RelayEnvironmentProvider environment={environment}>
        <ModalsProvider>
          <PrefetchRouteContext value={prefetchRoute}>
            <RouterProvider router={router} />
          </PrefetchRouteContext>
        </ModalsProvider>
      </RelayEnvironmentProvider>
    </MantineProvider>
  </StrictMode>,
);
