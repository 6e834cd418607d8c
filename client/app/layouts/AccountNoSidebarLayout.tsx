// Account layout without the sidebar: focused account tasks (an order wizard, an export).
import type { ReactNode } from "react";
import { AppFrame } from "./AppFrame.tsx";

export function AccountNoSidebarLayout({ children }: { children?: ReactNode }) {
  return <AppFrame container="lg">{children}</AppFrame>;
}
