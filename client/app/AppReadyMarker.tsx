// Marks the document once the app has rendered (or hydrated a server-rendered page) for the first
// time: `<html data-app-ready>`. Until then a server-rendered page shows but does not respond, so
// automated browsers wait for it before they act. The moment is also a performance mark, which
// the bench reads to weigh the scripts loaded before it (tests/bench/interactiveScripts.ts).
import { useEffect } from "react";

export const APP_READY_MARK = "app-ready";

export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
    performance.mark(APP_READY_MARK);
  }, []);
  return null;
}
