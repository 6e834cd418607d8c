// The request progress bar at the top of the window; red while showing a failure.
import { NavigationProgress } from "@mantine/nprogress";
import { useSyncExternalStore } from "react";
import { progressFailedStore } from "./requestProgress.ts";

export function RequestProgressBar() {
  const failed = useSyncExternalStore(progressFailedStore.subscribe, progressFailedStore.get, progressFailedStore.get);
  return <NavigationProgress color={failed ? "red" : "amber.5"} size={3} aria-label={failed ? "Request failed" : "Loading"} />;
}
