// A public page's next steps: the main link as a filled button, the alternative beside it.
import { Button, Group } from "@mantine/core";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import type { CallToAction } from "./links.ts";

export function LinkButtons({ primary, secondary }: { primary: CallToAction; secondary: CallToAction }) {
  return (
    <Group>
      <Button component={PrefetchLink} to={primary.to}>
        {primary.label}
      </Button>
      <Button component={PrefetchLink} to={secondary.to} variant="default">
        {secondary.label}
      </Button>
    </Group>
  );
}
