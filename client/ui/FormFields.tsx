// A form's fields, disabled while a server-rendered page waits for its scripts: until the app has
// hydrated the form, what someone types would be lost when the form starts driving its fields.
// On pages the browser renders they are never disabled.
import { Box, Stack, type StackProps } from "@mantine/core";
import { useSyncExternalStore } from "react";

const RESET = { border: 0, padding: 0, margin: 0, minWidth: 0 };
const unchanging = () => () => {};

export function FormFields({ children, ...stack }: StackProps) {
  // The server's snapshot is used on the server and while hydrating, the browser's afterwards and
  // for anything rendered in the browser from the start.
  const awaitingHydration = useSyncExternalStore(unchanging, () => false, () => true);
  return (
    <Box component="fieldset" disabled={awaitingHydration} style={RESET}>
      <Stack {...stack}>{children}</Stack>
    </Box>
  );
}
