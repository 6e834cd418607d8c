// What Mantine's ScrollArea takes from @floating-ui/react: one hook to merge refs. vite.config.ts
// gives ScrollArea this module instead, so a page with a scrolling table does not load the
// floating-ui bundle (about 13 KB compressed) that only popovers, menus and tooltips use.
import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
