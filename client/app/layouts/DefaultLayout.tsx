// Default layout: header, the page across the whole width (it lays out its own sections), footer.
// Used by the home page.
import type { ReactNode } from "react";
import { AppFrame } from "./AppFrame.tsx";

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return <AppFrame container={false}>{children}</AppFrame>;
}
