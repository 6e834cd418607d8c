// Mantine's useId, without its switch to a random id after the first render: that switch is a state
// update in a layout effect, so right after hydration every component with an id (tooltips,
// accordions, inputs) and everything inside it rendered again at once, in one long task. React's
// own id is already unique within the app's single root and the same on the server and in the
// browser. The build puts this module in the place of @mantine/hooks' use-id (vite.config.ts).
import { useId as useReactId } from "react";

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/[:«»]/g, "")}`;
}
