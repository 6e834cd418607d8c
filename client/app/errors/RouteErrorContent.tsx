// The error page's content: status, heading, message and the way home. Rendered inside the layout
// where the error happened (or the page layout), so the header and navigation stay usable.
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, type ReactNode } from "react";
import { useRouteError } from "react-router";
import { Icon } from "../../ui/Icon.tsx";
import { PrefetchLink } from "../PrefetchLink.tsx";
import { reportError } from "../sentry.ts";
import { usePageMeta } from "../usePageMeta.ts";
import { NOT_FOUND_INFO, routeErrorInfo, type RouteErrorInfo } from "./routeError.ts";

export function ErrorMessage({ info, linkHome }: { info: RouteErrorInfo; linkHome: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="md" py={64} maw={560} mx="auto">
      <Text component="p" fz={72} fw={800} lh={1} c="studio.5" aria-label={`Status ${info.status}`}>
        {info.status}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {info.title}
      </Title>
      {info.message !== info.title && (
        <Text c="dimmed" size="lg">
          {info.message}
        </Text>
      )}
      <Group justify="center" mt="sm">
        {linkHome}
        {info.status >= 500 && (
          <Button variant="default" onClick={() => window.location.reload()}>
            Try again
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function RouteErrorContent() {
  const error = useRouteError();
  return <ErrorContent error={error} info={routeErrorInfo(error)} />;
}

/**
 * The catch-all route's page. Its loader answers 404 first, so this is what the router renders
 * for the leaf should it ever get there (a leaf without a component renders an empty page).
 */
export function NotFoundContent() {
  return <ErrorContent error={null} info={NOT_FOUND_INFO} />;
}

function ErrorContent({ error, info }: { error: unknown; info: RouteErrorInfo }) {
  usePageMeta({ title: info.status === 404 ? "Page not found" : info.title });
  useEffect(() => {
    if (info.status >= 500) {
      reportError(error);
      console.error(error);
    }
  }, [error, info.status]);
  return (
    <ErrorMessage
      info={info}
      linkHome={
        <Button component={PrefetchLink} to="/" leftSection={<Icon name="home" size={16} />}>
          Back to home
        </Button>
      }
    />
  );
}
