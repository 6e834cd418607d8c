// Account layout: the signed-in customer's area, with its sidebar.
import type { ReactNode } from "react";
import { accountNav } from "../navigation.ts";
import { AppFrame } from "./AppFrame.tsx";

export function AccountLayout({ children }: { children?: ReactNode }) {
  return (
    <AppFrame container="lg" sidebar={{ title: "Your account", items: accountNav }}>
      {children}
    </AppFrame>
  );
}
