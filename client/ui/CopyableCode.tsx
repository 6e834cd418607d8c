// A value to copy (a link, a token) in monospace, with the button that copies it beside it.
import { Code, Group } from "@mantine/core";
import { CopyValueButton } from "./CopyValueButton.tsx";

/** `label` names the value for screen readers; `copyLabel` is the button's ("Copy link"). */
export function CopyableCode({ value, label, copyLabel }: { value: string; label: string; copyLabel: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Code block aria-label={label} style={{ flex: 1, overflowWrap: "anywhere", whiteSpace: "normal" }}>
        {value}
      </Code>
      <CopyValueButton value={value} label={copyLabel} />
    </Group>
  );
}
