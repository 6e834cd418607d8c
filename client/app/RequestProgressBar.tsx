// The request progress bar at the top of the window; red while showing a failure. It stands in a
// labelled region of its own, so no content of the page sits outside a landmark.
import { NavigationProgress } from "@mantine/nprogress";
import { useSyncExternalStore } from "react";
import { progressFailedStore } from "./requestProgress.ts";

export function RequestProgressBar() {
  const failed = useSyncExternalStore(progressFailedStore.subscribe, progressFailedStore.get, progressFailedStore.get);
  return (
    <section aria-label="Page progress">
      <NavigationProgress withinPortal={false} color={failed ? "red" : "amber.5"} size={3} aria-label={failed ? "Request failed" : "Loading"} />
    </section>
  );
}
