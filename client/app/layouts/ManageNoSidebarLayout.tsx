// Management layout without the sidebar: full-width tools (large editors, reports).
import type { ReactNode } from "react";
import { AppFrame } from "./AppFrame.tsx";

export function ManageNoSidebarLayout({ children }: { children?: ReactNode }) {
  return <AppFrame container="fluid">{children}</AppFrame>;
}
