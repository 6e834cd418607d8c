// One choice of a wizard's card-style radio group: the radio's dot, then what the choice is.
import { Group, Radio, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./order.module.css";

export function RadioOptionCard({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio.Card value={value} p="md" radius="md" className={classes.option}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2}>{children}</Stack>
      </Group>
    </Radio.Card>
  );
}
