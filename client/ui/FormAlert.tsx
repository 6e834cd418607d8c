// A form-level message above the fields (wrong credentials, too many attempts, a server failure);
// announced to screen readers when it appears.
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { Icon } from "./Icon.tsx";

export function FormAlert({ children, title, color = "red" }: { children: ReactNode; title?: string; color?: string }) {
  if (!children) return null;
  return (
    <Alert color={color} variant="light" title={title} icon={<Icon name="alert" />} role="alert">
      {children}
    </Alert>
  );
}
