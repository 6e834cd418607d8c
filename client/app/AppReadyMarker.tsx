// Marks the document once the app has rendered (or hydrated a server-rendered page) for the first
// time: `<html data-app-ready>`. Until then a server-rendered page shows but does not respond, so
// automated browsers wait for it before they act. The moment is also a performance mark, which
// the bench reads to weigh the scripts loaded before it (tests/bench/interactiveScripts.ts).
import { useEffect } from "react";

export const APP_READY_MARK = "app-ready";

let markReady: () => void = () => {};
/** Settles once the app has rendered or hydrated its first page (never on the server): code the page does not need before then waits for it. */
export const appReady = new Promise<void>((resolve) => (markReady = resolve));

export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
    performance.mark(APP_READY_MARK);
    markReady();
  }, []);
  return null;
}
