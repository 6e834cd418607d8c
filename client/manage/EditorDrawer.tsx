// The drawer on the right in which a management screen creates or edits one record.
import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

export type EditorDrawerProps = { opened: boolean; onClose: () => void; title: string; size?: "lg" | "xl"; children: ReactNode };

export function EditorDrawer({ opened, onClose, title, size = "xl", children }: EditorDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={size} title={title}>
      {children}
    </Drawer>
  );
}
