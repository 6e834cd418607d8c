// Management layout: the administrators' area, with its sidebar and wide tables.
import type { ReactNode } from "react";
import { manageNav } from "../navigation.ts";
import { AppFrame } from "./AppFrame.tsx";

export function ManageLayout({ children }: { children?: ReactNode }) {
  return (
    <AppFrame container="fluid" sidebar={{ title: "Management", items: manageNav }}>
      {children}
    </AppFrame>
  );
}
