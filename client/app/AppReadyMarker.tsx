// Marks the document once the app has rendered (or hydrated a server-rendered page) for the first
// time: `<html data-app-ready>`. Until then a server-rendered page shows but does not respond, so
// automated browsers wait for it before they act.
import { useEffect } from "react";

export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}
