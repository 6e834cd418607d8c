// After a navigation to another page, the keyboard focus moves to the page's <main> (as a page
// load would start at the top, but past the header's links): the next Tab reaches the page's first
// control, and a screen reader reads the new page. The first page of a visit keeps the browser's
// focus, and a page that already put the focus inside its content (a search box) keeps it.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "./layouts/AppFrame.tsx";

export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      const active = document.activeElement;
      if (!main || (active && active !== document.body && main.contains(active))) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
