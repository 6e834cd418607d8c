// A button that copies a value to the clipboard and says so for a moment ("Copied", in green).
import { Button, CopyButton, type ButtonProps } from "@mantine/core";
import { Icon } from "./Icon.tsx";

export function CopyValueButton({ value, label, size, ...button }: { value: string; label: string; size?: ButtonProps["size"] } & Pick<ButtonProps, "style"> & { "aria-label"?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant={copied ? "light" : "default"} color={copied ? "teal" : undefined} size={size} onClick={copy} leftSection={<Icon name={copied ? "check" : "file"} size={size === "xs" ? 14 : 16} />} {...button}>
          {copied ? "Copied" : label}
        </Button>
      )}
    </CopyButton>
  );
}
