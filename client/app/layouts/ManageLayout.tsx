// Management layout: the studio's area, with its sidebar (each role's entries) and wide tables.
import type { ReactNode } from "react";
import { mayUseArea, roleLabel } from "../../../common/staffRoles.ts";
import { manageNavFor } from "../navigation.ts";
import { useRootQuery } from "../RootQuery.ts";
import { AppFrame } from "./AppFrame.tsx";

export function ManageLayout({ children }: { children?: ReactNode }) {
  const role = useRootQuery().viewer?.role;
  // A producer or accountant reads whose management area this is; an administrator's is all of it.
  const title = role && !mayUseArea(role, "admin") ? `Management · ${roleLabel(role)}` : "Management";
  return (
    <AppFrame container="fluid" sidebar={{ title, items: manageNavFor(role) }}>
      {children}
    </AppFrame>
  );
}
