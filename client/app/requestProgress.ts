// The app's request progress: one `createRequestProgress` instance drawing Mantine's nprogress
// bar, plus the failed flag the bar component reads to turn red.
import { nprogress } from "@mantine/nprogress";
import { createRequestProgress } from "./progress.ts";

type Listener = () => void;
let failedState = false;
const listeners = new Set<Listener>();

/** Whether the bar currently shows a failure; for `useSyncExternalStore`. */
export const progressFailedStore = {
  get: () => failedState,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const requestProgress = createRequestProgress({
  bar: {
    set: (value) => nprogress.set(value),
    complete: () => nprogress.complete(),
    reset: () => nprogress.reset(),
    setFailed(value) {
      if (failedState === value) return;
      failedState = value;
      listeners.forEach((listener) => listener());
    },
  },
});
