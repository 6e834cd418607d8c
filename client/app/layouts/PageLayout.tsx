// Page layout: header, the page in a reading-width column, footer. Content pages and error pages.
import type { ReactNode } from "react";
import { AppFrame } from "./AppFrame.tsx";

export function PageLayout({ children }: { children?: ReactNode }) {
  return <AppFrame container="md">{children}</AppFrame>;
}
