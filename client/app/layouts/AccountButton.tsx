// The header's button that opens the signed-in person's account menu: their initials, and their
// name on wider screens. It shows on its own while the menu's code loads (AccountMenu.tsx).
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ComponentProps } from "react";

export type MenuViewer = { readonly name: string; readonly email: string; readonly role: string };

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

// Menu.Target hands its button the props that open the menu (events, ARIA, ref).
export function AccountButton({ viewer, ...targetProps }: { viewer: MenuViewer } & ComponentProps<"button">) {
  return (
    <UnstyledButton style={{ borderRadius: "var(--mantine-radius-xl)" }} {...targetProps}>
      <Group gap="xs" wrap="nowrap">
        <Avatar color="studio" radius="xl" size={34} aria-hidden>
          {initials(viewer.name)}
        </Avatar>
        {/* The name is the button's visible text; on narrow screens only the hidden copy names it.
            A long name wraps between its words onto a second line rather than being cut. */}
        <Text size="sm" fw={600} visibleFrom="sm" maw={160} lh={1.2} lineClamp={2} style={{ minWidth: "min-content" }} aria-hidden data-testid="account-name">
          {viewer.name}
        </Text>
        <VisuallyHidden>{`${viewer.name}: account menu`}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
