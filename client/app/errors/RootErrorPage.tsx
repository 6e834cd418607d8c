// The last-resort error page, for when the app itself could not start (the root query failed, the
// server is unreachable): no layout, because the studio's settings are not available.
import { Anchor, Box, Container } from "@mantine/core";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../sentry.ts";
import { ErrorMessage } from "./RouteErrorContent.tsx";
import { routeErrorInfo } from "./routeError.ts";

export function RootErrorPage() {
  const error = useRouteError();
  const info = routeErrorInfo(error);
  useEffect(() => {
    document.title = info.status === 404 ? "Page not found" : info.title;
    if (info.status >= 500) {
      reportError(error);
      console.error(error);
    }
  }, [error, info]);
  return (
    <Box component="main" mih="100dvh" display="flex" style={{ alignItems: "center" }}>
      <Container size="sm">
        <ErrorMessage
          info={info}
          linkHome={
            // A full page load: the app starts again from scratch.
            <Anchor href="/" fw={600} size="lg">
              Back to home
            </Anchor>
          }
        />
      </Container>
    </Box>
  );
}
