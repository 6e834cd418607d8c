// Plain layout: only the studio's name in the header and the page centred in a narrow column.
// Sign-in, registration and password reset.
import type { ReactNode } from "react";
import { AppFrame } from "./AppFrame.tsx";

export function PlainLayout({ children }: { children?: ReactNode }) {
  return (
    <AppFrame plain container="xs">
      {children}
    </AppFrame>
  );
}
