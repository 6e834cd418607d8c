// The root route: loads the studio's settings and the viewer (RootQuery), keeps the page title,
// scroll position, keyboard focus, progress bar, error reporting and tag manager in step with
// navigation, and renders the matched layout.
import { Center, Loader } from "@mantine/core";
import { Suspense, useEffect } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from "react-router";
import type { RootQuery as RootQueryType } from "../__generated__/RootQuery.graphql.ts";
import { AudioPlayerProvider } from "../ui/audio/index.ts";
import { requestProgress } from "./requestProgress.ts";
import { RootQuery } from "./RootQuery.ts";
import { initSentry } from "./sentry.ts";
import { loadTagManager, schedulePageView } from "./tagManager.ts";
import { useFocusMainOnNavigation } from "./useFocusMainOnNavigation.ts";
import { usePageMetaSync } from "./usePageMeta.ts";

export function AppLoading() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader size="lg" aria-label="Loading" />
    </Center>
  );
}

/** Route changes (code and loaders) show on the progress bar like requests do. */
function useNavigationProgress() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    const task = requestProgress.begin();
    return () => task.finish(true);
  }, [busy]);
}

function RootContent() {
  const data = usePreloadedQuery<RootQueryType>(RootQuery, useLoaderData() as PreloadedQuery<RootQueryType>);
  const { studioName, description, sentryDsn, tagManagerId } = data.settings;
  const location = useLocation();

  usePageMetaSync({ studioName, description });
  useEffect(() => void initSentry(sentryDsn), [sentryDsn]);
  useEffect(() => void loadTagManager(tagManagerId), [tagManagerId]);
  useEffect(() => schedulePageView(location.pathname + location.search), [location.pathname, location.search]);

  // One audio player for the whole app; leaving a page stops its sample.
  return (
    <AudioPlayerProvider stopKey={location.pathname}>
      <Outlet />
    </AudioPlayerProvider>
  );
}

export function Root() {
  useNavigationProgress();
  useFocusMainOnNavigation();
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<AppLoading />}>
        <RootContent />
      </Suspense>
    </>
  );
}
