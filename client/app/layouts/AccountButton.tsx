// The header's button that opens the signed-in person's account menu: their initials, and their
// name on wider screens, with their role for the studio's people ("Producer", "Accountant").
// It shows on its own while the menu's code loads (AccountMenu.tsx).
import { Avatar, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ComponentProps } from "react";
import { isStaffRole, roleLabel } from "../../../common/staffRoles.ts";

export type MenuViewer = { readonly name: string; readonly email: string; readonly role: string };

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

// Menu.Target hands its button the props that open the menu (events, ARIA, ref).
export function AccountButton({ viewer, ...targetProps }: { viewer: MenuViewer } & ComponentProps<"button">) {
  const staffRole = isStaffRole(viewer.role) ? roleLabel(viewer.role) : null;
  return (
    <UnstyledButton style={{ borderRadius: "var(--mantine-radius-xl)" }} {...targetProps}>
      <Group gap="xs" wrap="nowrap">
        <Avatar color="studio" radius="xl" size={34} aria-hidden>
          {initials(viewer.name)}
        </Avatar>
        {/* The name is the button's visible text; on narrow screens only the hidden copy names it.
            A long name wraps between its words onto a second line rather than being cut. */}
        <Stack gap={0} visibleFrom="sm" aria-hidden>
          <Text size="sm" fw={600} maw={160} lh={1.2} lineClamp={2} style={{ minWidth: "min-content" }} data-testid="account-name">
            {viewer.name}
          </Text>
          {staffRole && (
            <Text size="xs" c="dimmed" lh={1.2} data-testid="account-role">
              {staffRole}
            </Text>
          )}
        </Stack>
        <VisuallyHidden>{`${viewer.name}${staffRole ? ` (${staffRole})` : ""}: account menu`}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
